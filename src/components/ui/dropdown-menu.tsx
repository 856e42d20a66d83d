"use client";

import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import * as Menu from "@radix-ui/react-dropdown-menu";
import { cn } from "@/lib/cn";

/*
 * A menu button (Radix): Enter/Space/ArrowDown open it, arrows move, typing jumps, Escape closes and
 * returns focus. Items that navigate use asChild with a Link so they stay links.
 */
export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export const DropdownMenuContent = forwardRef<ElementRef<typeof Menu.Content>, ComponentPropsWithoutRef<typeof Menu.Content>>(function DropdownMenuContent({ className, sideOffset = 6, align = "end", ...rest }, ref) {
  return (
    <Menu.Portal>
      <Menu.Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 min-w-48 max-w-[calc(100vw-1rem)] overflow-hidden rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg motion-safe:data-[state=open]:animate-pop-in",
          className,
        )}
        {...rest}
      />
    </Menu.Portal>
  );
});

export const dropdownItemClasses =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground no-underline outline-none hover:no-underline data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[highlighted]:text-foreground data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

export const DropdownMenuItem = forwardRef<ElementRef<typeof Menu.Item>, ComponentPropsWithoutRef<typeof Menu.Item>>(function DropdownMenuItem({ className, ...rest }, ref) {
  return <Menu.Item ref={ref} className={cn(dropdownItemClasses, className)} {...rest} />;
});

export const DropdownMenuLabel = forwardRef<ElementRef<typeof Menu.Label>, ComponentPropsWithoutRef<typeof Menu.Label>>(function DropdownMenuLabel({ className, ...rest }, ref) {
  return <Menu.Label ref={ref} className={cn("truncate px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground", className)} {...rest} />;
});

export const DropdownMenuSeparator = forwardRef<ElementRef<typeof Menu.Separator>, ComponentPropsWithoutRef<typeof Menu.Separator>>(function DropdownMenuSeparator({ className, ...rest }, ref) {
  return <Menu.Separator ref={ref} className={cn("-mx-1 my-1 h-px bg-border", className)} {...rest} />;
});
