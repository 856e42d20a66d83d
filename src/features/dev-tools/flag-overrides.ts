/*
 * Browser-only feature-flag overrides for developers (the dev feature-toggle dialog, spec 2.1). They
 * change what client components see through useFeatureEnabled(); server-side gates (routes, pages,
 * API) are unaffected.
 */
export const FLAG_OVERRIDES_STORAGE_KEY = "upstep-feature-overrides";
export const FLAG_OVERRIDES_EVENT = "upstep:feature-overrides";

export type FlagOverrides = Record<string, boolean>;

export function parseOverrides(raw: string | null): FlagOverrides {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, boolean] => typeof e[1] === "boolean"));
  } catch {
    return {};
  }
}

export function isEnabledWith(key: string, enabledFeatures: readonly string[], overrides: FlagOverrides): boolean {
  return key in overrides ? overrides[key]! : enabledFeatures.includes(key);
}

/** Sets (true/false) or removes (null) one override. */
export function withOverride(overrides: FlagOverrides, key: string, value: boolean | null): FlagOverrides {
  const next = { ...overrides };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

/** alt+mod+shift+X, mod being Cmd on a Mac and Ctrl elsewhere. `code` is used because Alt changes `key` on a Mac. */
export function isToggleChord(e: { altKey: boolean; shiftKey: boolean; metaKey: boolean; ctrlKey: boolean; code?: string; key?: string }, isMac: boolean): boolean {
  const mod = isMac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  const isX = e.code === "KeyX" || e.key?.toLowerCase() === "x";
  return e.altKey && e.shiftKey && mod && isX;
}

export function isMacPlatform(nav: { platform?: string; userAgent?: string }): boolean {
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || "");
}

/** Spec 2.1 / 6: the dialog is for non-production hosts only. */
export function devToolsAllowed(appEnv: string | undefined): boolean {
  return Boolean(appEnv) && appEnv !== "production";
}
