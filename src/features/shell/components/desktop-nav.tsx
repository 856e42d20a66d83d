"use client";

import type { FocusEvent, KeyboardEvent, PointerEvent } from "react";
import type { NavCategory } from "../nav-menus";
import { setFocused, unwantHover, useHeaderMenus, want } from "./deferred-menus";
import { MENU_TRIGGER_CLASS, MenuTriggerLabel } from "./menu-trigger-look";
import type { ReactNode } from "react";

/*
 * Until the real menus arrive (deferred-menus.ts): a trigger that looks and reads like the menu
 * button (same classes, aria-haspopup, aria-expanded) and remembers what the visitor does with it.
 */
export function MenuTriggerPlaceholder({ menuKey, label, chevron }: { menuKey: string; label: string; chevron: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      className={MENU_TRIGGER_CLASS}
      onPointerEnter={(e: PointerEvent) => {
        if (e.pointerType === "mouse") want(menuKey, "hover");
      }}
      onPointerLeave={(e: PointerEvent) => {
        if (e.pointerType === "mouse") unwantHover(menuKey);
      }}
      onPointerDown={(e: PointerEvent) => {
        if (e.button !== 0 || e.ctrlKey) return;
        e.preventDefault();
        want(menuKey, "click");
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== "Enter" && e.key !== " " && e.key !== "ArrowDown") return;
        e.preventDefault();
        want(menuKey, "keyboard");
      }}
      onFocus={() => setFocused(menuKey)}
      onBlur={(e: FocusEvent<HTMLButtonElement>) => {
        const el = e.currentTarget;
        // Still in the page: focus moved on. Removed: it is being replaced, and hands its focus over.
        queueMicrotask(() => {
          if (el.isConnected) setFocused(null);
        });
      }}
    >
      <MenuTriggerLabel label={label} chevron={chevron} />
    </button>
  );
}

/*
 * Spec 2.4: one dropdown per content category (CategoryMenu, category-menu.tsx), each behind its
 * placeholder trigger until the header's menus have loaded (deferred-menus.ts).
 */
export function DesktopNav({ categories, chevron }: { categories: NavCategory[]; chevron: ReactNode }) {
  const menus = useHeaderMenus();
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {categories.map((category) => (
          <li key={category.key}>{menus ? <menus.CategoryMenu category={category} chevron={chevron} /> : <MenuTriggerPlaceholder menuKey={category.key} label={category.label} chevron={chevron} />}</li>
        ))}
      </ul>
    </nav>
  );
}
