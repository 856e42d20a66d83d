"use client";

import { useId, type ReactNode } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { NavigationItem } from "@/features/content/types";
import { splitMenuItems, TOOLS_TRAINING_TITLE, type NavCategory } from "../nav-menus";
import { JOB_SEEKERS_MENU_WIDTH_PX, MENU_WIDTH_PX } from "../shell-constants";
import { MENU_TRIGGER_CLASS, MenuTriggerLabel } from "./menu-trigger-look";
import { ShellLink } from "./shell-link";
import { useHoverMenu } from "./use-hover-menu";

/** One menu item: a link with its title, and its description read as the item's description. */
function MenuLink({ item }: { item: NavigationItem }) {
  const descriptionId = useId();
  return (
    <DropdownMenuItem asChild className="flex-col items-start gap-0.5 p-2">
      <ShellLink href={item.url} aria-describedby={item.description ? descriptionId : undefined}>
        <span className="block text-sm font-semibold text-foreground">{item.title}</span>
        {item.description ? (
          <span id={descriptionId} className="block text-xs font-normal leading-snug text-muted-foreground">
            {item.description}
          </span>
        ) : null}
      </ShellLink>
    </DropdownMenuItem>
  );
}

/*
 * Spec 2.4: one category's dropdown (ui DropdownMenu with spec 4's hover behaviour, useHoverMenu).
 * The Job Seekers menu is 1000px wide with 4-column items (each spans 3 of 12 columns, four to a
 * row); the other menus are 360px wide with full-width items; the Tools & Training item spans 8
 * columns and holds the items of the tools-training group. The wide menu is centred on its trigger
 * (and kept inside the window), the narrow ones hang from their trigger's left edge. Loaded after the
 * page (deferred-menus.ts); its placeholder is MenuTriggerPlaceholder in desktop-nav.tsx.
 */
export function CategoryMenu({ category, chevron }: { category: NavCategory; chevron: ReactNode }) {
  const menu = useHoverMenu(category.key);
  const wide = category.key === "job-seekers";
  const { plain, toolsHeading, tools } = splitMenuItems(category.items);
  return (
    <DropdownMenu {...menu.root}>
      <DropdownMenuTrigger className={MENU_TRIGGER_CLASS} {...menu.trigger}>
        <MenuTriggerLabel label={category.label} chevron={chevron} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        {...menu.content}
        align={wide ? "center" : "start"}
        collisionPadding={16}
        className="rounded-xl p-4 shadow-xl"
        style={{ width: wide ? JOB_SEEKERS_MENU_WIDTH_PX : MENU_WIDTH_PX, maxWidth: "calc(100vw - 2rem)" }}
      >
        <div className="grid grid-cols-12 gap-2" data-menu={category.key}>
          {plain.map((item) => (
            <div key={`${item.title}:${item.url}`} className={wide ? "col-span-3" : "col-span-12"} data-menu-item>
              <MenuLink item={item} />
            </div>
          ))}
          {toolsHeading || tools.length > 0 ? (
            <div className="col-span-8 rounded-lg bg-muted p-2" data-menu-item data-tools-training>
              {toolsHeading ? <MenuLink item={toolsHeading} /> : <DropdownMenuLabel className="text-sm normal-case tracking-normal text-foreground">{TOOLS_TRAINING_TITLE}</DropdownMenuLabel>}
              <div className="grid grid-cols-2 gap-1">
                {tools.map((item) => (
                  <MenuLink key={`${item.title}:${item.url}`} item={item} />
                ))}
              </div>
            </div>
          ) : null}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
