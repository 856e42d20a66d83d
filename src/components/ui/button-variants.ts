
/*
 * The button's looks, in one place (components/ui/button.tsx): primary (the one main action on a
 * screen), secondary, outline, ghost (toolbars, menus), danger (destructive), link (inline). A module
 * of its own so that client code can take a look without Button's Slot, cva or tailwind-merge: plain
 * maps here, the cva variants (for <Button> and buttonClasses) built from them in button.tsx.
 */
/** The classes every button has, then each variant's and size's (read by buttonVariants and buttonLook). */
export const BUTTON_BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold no-underline transition-colors hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed aria-disabled:cursor-not-allowed [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

export const BUTTON_VARIANTS = {
        primary: "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground disabled:bg-brand-200",
        secondary: "bg-secondary text-secondary-foreground hover:bg-slate-800 hover:text-secondary-foreground disabled:bg-slate-400",
        outline:
          "border border-primary bg-card text-primary-soft-foreground hover:bg-primary-soft hover:text-primary-soft-foreground disabled:border-input disabled:text-muted-foreground",
        ghost: "text-foreground hover:bg-muted hover:text-foreground disabled:text-muted-foreground",
        danger: "bg-danger text-danger-foreground hover:bg-danger-hover hover:text-danger-foreground disabled:opacity-60",
        link: "text-primary-soft-foreground underline underline-offset-2 hover:underline hover:text-brand-800",
} as const;

export const BUTTON_SIZES = {
        sm: "h-control-sm px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-control-lg px-6 text-base",
        icon: "size-10",
        "icon-sm": "size-control-sm",
} as const;

/** A link-looking button has no height or padding of its own. */
const LINK_COMPOUND = "h-auto px-0";

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;


/*
 * A button's classes without tailwind-merge (cva joins them), for the shell and the public pages'
 * client parts (issue 11: tailwind-merge is not in their first load). Only for `extra` classes that
 * set nothing the variant sets (w-full, xl:hidden, a margin); anything that overrides the variant
 * (a height, padding, colour) goes through buttonClasses() or <Button className>.
 */
export function buttonLook(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return [BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], variant === "link" ? LINK_COMPOUND : "", extra].filter(Boolean).join(" ");
}
