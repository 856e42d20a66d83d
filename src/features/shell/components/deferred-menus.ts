"use client";

import { useSyncExternalStore } from "react";
import { recordFocus, recordIntent, type MenuIntent } from "./menu-intents";

/*
 * The header's interactive menus (the category menus, the avatar menu, the mobile overlay: Radix
 * DropdownMenu, Dialog and Accordion) are not in any page's first-load JavaScript (issue 11). The
 * header renders their triggers as plain buttons with the same look (StaticMenuTrigger, the burger)
 * and swaps in the real ones (header-menus.tsx) once that chunk has arrived: fetched when a visitor
 * heads for the header (pointer, focus, touch: SiteHeader), when someone is signed in (the avatar
 * menu), or at once when a visitor points at, focuses, presses or types on a trigger first.
 *
 * What the visitor did before the swap is not lost: the trigger records it (`want`) and the real
 * menu starts in that state (`takeIntent`): opened by hover (spec 4: closes 100 ms after the pointer
 * leaves), pinned open by a press, or opened from the keyboard with focus on its first item; a
 * trigger that had focus hands it to its replacement (`takeFocus`).
 */
export type HeaderMenus = typeof import("./header-menus");

let loaded: HeaderMenus | null = null;
let loading: Promise<HeaderMenus> | null = null;
const listeners = new Set<() => void>();

export function loadHeaderMenus(): Promise<HeaderMenus> {
  loading ??= import("./header-menus").then(
    (m) => {
      loaded = m;
      listeners.forEach((notify) => notify());
      return m;
    },
    (error: unknown) => {
      loading = null; // a later interaction tries again
      throw error;
    },
  );
  return loading;
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The real menus once loaded; null in the server HTML, while hydrating and until they arrive. */
export function useHeaderMenus(): HeaderMenus | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

/** A visitor used a placeholder trigger: remember how (menu-intents.ts), and fetch the menus now. */
export function want(key: string, mode: MenuIntent): void {
  recordIntent(key, mode);
  loadHeaderMenus().catch(() => {});
}

/** The pointer left a placeholder trigger before its menu arrived: forget a hover. */
export function unwantHover(key: string): void {
  recordIntent(key, null);
}

/** A placeholder trigger took focus (key) or lost it (null); focus fetches the menus too. */
export function setFocused(key: string | null): void {
  recordFocus(key);
  if (key) loadHeaderMenus().catch(() => {});
}
