/*
 * What a visitor did with a placeholder menu trigger before the real menu arrived (deferred-menus.ts
 * records it, the real menus read it once): how the menu was asked for, and which placeholder had
 * focus. A module of its own so that the real menus do not import their own loader.
 */
export type MenuIntent = "hover" | "click" | "keyboard";

let intent: { key: string; mode: MenuIntent } | null = null;
let focused: string | null = null;

export function recordIntent(key: string, mode: MenuIntent | null): void {
  if (mode) intent = { key, mode };
  else if (intent?.key === key && intent.mode === "hover") intent = null;
}

export function recordFocus(key: string | null): void {
  focused = key;
}

/** How the menu `key` was asked for before it arrived (once), or null. */
export function takeIntent(key: string): MenuIntent | null {
  if (intent?.key !== key) return null;
  const mode = intent.mode;
  intent = null;
  return mode;
}

/** Whether the placeholder of `key` had focus when it was replaced (once). */
export function takeFocus(key: string): boolean {
  if (focused !== key) return false;
  focused = null;
  return document.activeElement === null || document.activeElement === document.body;
}
