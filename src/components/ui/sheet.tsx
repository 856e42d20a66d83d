"use client";

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";
import { DialogCornerClose, DialogDescription, overlayClasses } from "./dialog";

/*
 * A panel that slides in from an edge (a Radix dialog): the phone navigation and the /jobs filters.
 * Same behaviour as Dialog (focus trap, Escape, focus return); bottom sheets scroll inside.
 * side="full" covers the whole viewport (the phone navigation): no padding or gap of its own, the
 * content lays out its own header. closeButton={false} leaves out the corner close button for
 * content that places its own SheetClose; overlayClassName reaches the overlay (e.g. "xl:hidden"
 * for a sheet that exists only below a breakpoint).
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 text-card-foreground shadow-xl focus:outline-none", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-[min(22rem,calc(100vw-3rem))] border-r border-border",
      right: "inset-y-0 right-0 h-full w-[min(22rem,calc(100vw-3rem))] border-l border-border",
      bottom: "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-xl border-t border-border",
      top: "inset-x-0 top-0 max-h-[85dvh] rounded-b-xl border-b border-border",
      full: "inset-0 gap-0 p-0",
    },
  },
  defaultVariants: { side: "right" },
});

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    closeLabel?: string;
    /** Show the corner close button (default true). */
    closeButton?: boolean;
    overlayClassName?: string;
  };

export const SheetContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(function SheetContent(
  { side, className, children, closeLabel = "Close", closeButton = true, overlayClassName, ...rest },
  ref,
) {
  return (
    <DialogPrimitive.Portal>
      {/* Radix locks the page's scrolling through the overlay, so it is there even under a full sheet. */}
      <DialogPrimitive.Overlay className={cn(overlayClasses, overlayClassName)} />
      <DialogPrimitive.Content ref={ref} className={cn(sheetVariants({ side }), className)} {...rest}>
        {children}
        {closeButton ? <DialogCornerClose label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export function SheetHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1 pr-10", className)} {...rest} />;
}

export function SheetFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-auto flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end", className)} {...rest} />;
}

export const SheetTitle = forwardRef<ElementRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(function SheetTitle({ className, ...rest }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn("text-lg font-semibold text-foreground", className)} {...rest} />;
});

/** A sheet's description reads like a dialog's. */
export const SheetDescription = DialogDescription;
