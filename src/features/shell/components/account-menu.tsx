"use client";

import type { AccountMenuItem } from "../nav-menus";
import { AVATAR_MENU_WIDTH_PX } from "../shell-constants";
import { AvatarImage } from "./avatar-image";
import { DropdownMenu } from "./dropdown-menu";
import { ShellLink } from "./shell-link";

/** Spec 2.4 / 6: the signed-in avatar menu, 250px wide, under a 36px avatar. */
export function AccountMenu({ name, avatar, items }: { name: string; avatar: string | null; items: AccountMenuItem[] }) {
  return (
    <DropdownMenu
      className="relative"
      triggerLabel="Account menu"
      trigger={<AvatarImage src={avatar} />}
      triggerClassName="flex items-center rounded-full p-0.5 hover:ring-2 hover:ring-brand-200 aria-expanded:ring-2 aria-expanded:ring-brand-600"
      panelClassName="absolute right-0 top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      panelStyle={{ width: AVATAR_MENU_WIDTH_PX }}
    >
      {() => (
        <>
          <p className="truncate border-b border-slate-100 px-4 pb-2 text-sm font-semibold text-slate-900">{name}</p>
          <ul className="pt-1">
            {items.map((item) => (
              <li key={item.label}>
                <ShellLink href={item.href} className="block px-4 py-2 text-sm text-slate-800 no-underline hover:bg-brand-50 hover:no-underline focus-visible:bg-brand-50">
                  {item.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </DropdownMenu>
  );
}
