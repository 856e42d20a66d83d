import type { HTMLAttributes } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

/** A short status or category label. Colour is never the only signal: the text says it. */
export const badgeVariants = cva("inline-flex max-w-full items-center gap-1 truncate rounded-full border px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      neutral: "border-border bg-muted text-muted-foreground",
      primary: "border-brand-200 bg-primary-soft text-primary-soft-foreground",
      success: "border-green-200 bg-success-soft text-success-soft-foreground",
      warning: "border-amber-200 bg-warning-soft text-warning-soft-foreground",
      danger: "border-red-200 bg-danger-soft text-danger-soft-foreground",
      outline: "border-input bg-transparent text-foreground",
    },
  },
  defaultVariants: { tone: "neutral" },
});

export function Badge({ className, tone, ...rest }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...rest} />;
}
