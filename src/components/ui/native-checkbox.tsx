import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cn } from "@/lib/cn";

/**
 * A native checkbox with the same look (accent colour, size, focus ring), for plain GET forms that
 * must work before or without JavaScript (the job search's "Remote only"); Checkbox needs script. No 'use client': a server component renders it with no JavaScript.
 */
export const NativeCheckbox = forwardRef<HTMLInputElement, Omit<ComponentPropsWithoutRef<"input">, "type">>(function NativeCheckbox({ className, ...rest }, ref) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn("size-5 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60", className)}
      {...rest}
    />
  );
});
