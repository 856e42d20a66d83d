"use client";

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { AccountMenuItem } from "../nav-menus";
import { AVATAR_MENU_WIDTH_PX } from "../shell-constants";
import { AvatarImage } from "./avatar-image";
import { ShellLink } from "./shell-link";
import { useHoverMenu } from "./use-hover-menu";

/*
 * Spec 2.4 / 6: the signed-in avatar menu, 250px wide, under a 36px avatar: the ui DropdownMenu with
 * spec 4's hover behaviour (useHoverMenu), like the category menus. Loaded after the page
 * (deferred-menus.ts); the header shows it once this chunk is there.
 */
export function AccountMenu({ name, avatar, items }: { name: string; avatar: string | null; items: AccountMenuItem[] }) {
  const menu = useHoverMenu("account");
  return (
    <DropdownMenu {...menu.root}>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="flex items-center rounded-full p-0.5 hover:ring-2 hover:ring-primary/30 focus-visible:outline-2 focus-visible:outline-ring aria-expanded:ring-2 aria-expanded:ring-primary"
        {...menu.trigger}
      >
        <AvatarImage src={avatar} />
      </DropdownMenuTrigger>
      <DropdownMenuContent {...menu.content} align="end" collisionPadding={16} className="rounded-xl py-2 shadow-xl" style={{ width: AVATAR_MENU_WIDTH_PX, maxWidth: "calc(100vw - 2rem)" }}>
        <DropdownMenuLabel className="truncate px-3 pb-2 text-sm normal-case tracking-normal text-foreground">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <ShellLink href={item.href}>{item.label}</ShellLink>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
