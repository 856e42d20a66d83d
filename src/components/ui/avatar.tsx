"use client";

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { cn } from "@/lib/cn";

/** A round picture with a fallback (initials or an icon) shown until, or instead of, the image. */
export const Avatar = forwardRef<ElementRef<typeof AvatarPrimitive.Root>, ComponentPropsWithoutRef<typeof AvatarPrimitive.Root>>(function Avatar({ className, ...rest }, ref) {
  return <AvatarPrimitive.Root ref={ref} className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full bg-muted", className)} {...rest} />;
});

export const AvatarImage = forwardRef<ElementRef<typeof AvatarPrimitive.Image>, ComponentPropsWithoutRef<typeof AvatarPrimitive.Image>>(function AvatarImage({ className, alt = "", ...rest }, ref) {
  return <AvatarPrimitive.Image ref={ref} alt={alt} className={cn("aspect-square size-full object-cover", className)} {...rest} />;
});

export const AvatarFallback = forwardRef<ElementRef<typeof AvatarPrimitive.Fallback>, ComponentPropsWithoutRef<typeof AvatarPrimitive.Fallback>>(function AvatarFallback({ className, ...rest }, ref) {
  return <AvatarPrimitive.Fallback ref={ref} className={cn("flex size-full items-center justify-center bg-primary-soft text-sm font-semibold text-primary-soft-foreground", className)} {...rest} />;
});

/** Up to two initials of a name, for AvatarFallback ("Ada Lovelace" -> "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0] ?? "", words[words.length - 1] ?? ""] : words;
  return picked
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}
