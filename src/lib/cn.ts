import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/*
 * Tailwind-merge that knows the design system's own theme keys, so `cn("h-control", "h-8")` keeps
 * the last height and `cn("text-muted-foreground", "text-sm")` keeps both (a colour and a size).
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      spacing: ["control-sm", "control", "control-lg"],
      radius: ["card"],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes override earlier ones (tailwind-merge). */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

