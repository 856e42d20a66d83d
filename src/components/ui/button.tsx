import { forwardRef, type ButtonHTMLAttributes } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

/*
 * The one button. `asChild` renders its single child (a Link, an <a>) with the button's look, so a
 * link that looks like a button is still a link. Variants: primary (the one main action on a
 * screen), secondary, outline, ghost (toolbars, menus), danger (destructive), link (inline).
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold no-underline transition-colors hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed aria-disabled:cursor-not-allowed [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground disabled:bg-brand-200",
        secondary: "bg-secondary text-secondary-foreground hover:bg-slate-800 hover:text-secondary-foreground disabled:bg-slate-400",
        outline:
          "border border-primary bg-card text-primary-soft-foreground hover:bg-primary-soft hover:text-primary-soft-foreground disabled:border-input disabled:text-muted-foreground",
        ghost: "text-foreground hover:bg-muted hover:text-foreground disabled:text-muted-foreground",
        danger: "bg-danger text-danger-foreground hover:bg-danger-hover hover:text-danger-foreground disabled:opacity-60",
        link: "text-primary-soft-foreground underline underline-offset-2 hover:underline hover:text-brand-800",
      },
      size: {
        sm: "h-control-sm px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-control-lg px-6 text-base",
        icon: "size-10",
        "icon-sm": "size-control-sm",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;

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
