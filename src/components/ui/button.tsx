import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonSize, type ButtonVariant } from "./button-variants";

export { buttonLook, type ButtonSize, type ButtonVariant } from "./button-variants";

/** The button's looks as cva variants (classes in button-variants.ts), merged with cn() by Button and buttonClasses. */
export const buttonVariants = cva(BUTTON_BASE, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
  defaultVariants: { variant: "primary", size: "md" },
});

/*
 * The one button. `asChild` renders its single child (a Link, an <a>) with the button's look, so a
 * link that looks like a button is still a link. Its looks are in button-variants.ts.
 */

/** Class names of a button look, for elements that cannot take asChild (kept for server components). */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return cn(buttonVariants({ variant, size }), extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, loading = false, className, children, disabled, type = "button", ...rest },
  ref,
) {
  if (asChild) {
    return (
      <Slot ref={ref} className={cn(buttonVariants({ variant, size }), className)} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </button>
  );
});
