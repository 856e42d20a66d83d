"use client";

import { useEffect, useState } from "react";
import { devToolsAllowed, isMacPlatform, isToggleChord } from "../flag-overrides";

/**
 * Spec 2.1: alt+mod+shift+X toggles the feature-toggle dialog, only when the host is not a
 * production host (react-hotkeys-hook is not installed: a keydown listener). Kept apart from the
 * dialog so the shell can listen for the chord and load the dialog's code only once it is pressed.
 */
export function useFeatureToggleShortcut(appEnv: string | undefined): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const allowed = devToolsAllowed(appEnv);

  useEffect(() => {
    if (!allowed) return;
    const mac = isMacPlatform(navigator);
    const onKey = (e: KeyboardEvent) => {
      if (!isToggleChord(e, mac)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [allowed]);

  return [allowed && open, setOpen];
}
