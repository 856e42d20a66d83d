"use client";

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "./icons";
import { cn } from "@/lib/cn";

/*
 * The one modal dialog (Radix): overlay, focus trapped, Escape and the close button close it, focus
 * returns to what opened it. Title it with DialogTitle (required for its accessible name); without a
 * DialogDescription pass aria-describedby={undefined} to DialogContent.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const overlayClasses = "fixed inset-0 z-50 bg-overlay motion-safe:data-[state=open]:animate-fade-in";

export const DialogOverlay = forwardRef<ElementRef<typeof DialogPrimitive.Overlay>, ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>>(function DialogOverlay({ className, ...rest }, ref) {
  return <DialogPrimitive.Overlay ref={ref} className={cn(overlayClasses, className)} {...rest} />;
});

const sizes = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" } as const;

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  size?: keyof typeof sizes;
  /** Show the corner close button (default true). */
  closeButton?: boolean;
  closeLabel?: string;
};

/** The corner "×" of a dialog or sheet (Sheet uses it too), named for screen readers by `label`. */
export function DialogCornerClose({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close className="absolute right-3 top-3 grid size-9 place-content-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
      <X className="size-5" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}

export const DialogContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, ContentProps>(function DialogContent(
  { className, children, size = "sm", closeButton = true, closeLabel = "Close", ...rest },
  ref,
) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        ref={ref}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none sm:p-8",
          sizes[size],
          className,
        )}
        {...rest}
      >
        {children}
        {closeButton ? <DialogCornerClose label={closeLabel} /> : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
});

export function DialogHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-2 pr-8", className)} {...rest} />;
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)} {...rest} />;
}

export const DialogTitle = forwardRef<ElementRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(function DialogTitle({ className, ...rest }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn("text-xl font-semibold text-foreground", className)} {...rest} />;
});

export const DialogDescription = forwardRef<ElementRef<typeof DialogPrimitive.Description>, ComponentPropsWithoutRef<typeof DialogPrimitive.Description>>(function DialogDescription({ className, ...rest }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn("text-sm text-muted-foreground", className)} {...rest} />;
});
