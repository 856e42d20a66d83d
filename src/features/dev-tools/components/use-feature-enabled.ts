"use client";

import { useCallback, useSyncExternalStore } from "react";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { FLAG_OVERRIDES_EVENT, FLAG_OVERRIDES_STORAGE_KEY, isEnabledWith, parseOverrides, type FlagOverrides } from "../flag-overrides";

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === FLAG_OVERRIDES_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(FLAG_OVERRIDES_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(FLAG_OVERRIDES_EVENT, onChange);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(FLAG_OVERRIDES_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** This browser's overrides (empty on the server and where storage is unavailable). */
export function useFlagOverrides(): FlagOverrides {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseOverrides(raw);
}

export function useSetFlagOverrides() {
  return useCallback((next: FlagOverrides) => {
    try {
      if (Object.keys(next).length === 0) window.localStorage.removeItem(FLAG_OVERRIDES_STORAGE_KEY);
      else window.localStorage.setItem(FLAG_OVERRIDES_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable (private mode): overrides cannot be kept.
    }
    window.dispatchEvent(new Event(FLAG_OVERRIDES_EVENT));
  }, []);
}

/**
 * Whether a feature is on for client components: the app context's enabledFeatures, with this
 * browser's developer overrides applied (non-production hosts only). Server gates are unaffected.
 */
export function useFeatureEnabled(key: string): boolean {
  const { data } = useAppContext();
  const overrides = useFlagOverrides();
  const allowOverrides = Boolean(data && data.env.APP_ENV !== "production");
  return isEnabledWith(key, data?.enabledFeatures ?? [], allowOverrides ? overrides : {});
}
