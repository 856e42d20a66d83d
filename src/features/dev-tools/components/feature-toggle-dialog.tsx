"use client";

import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "@/components/ui/button";
import { FLAG_DEFINITIONS } from "@/lib/flags/definitions";
import { devToolsAllowed, isMacPlatform, isToggleChord, withOverride } from "../flag-overrides";
import { useFlagOverrides, useSetFlagOverrides } from "./use-feature-enabled";

/*
 * Spec 2.1: a hidden feature-toggle dialog on alt+mod+shift+X, only when the host is not a production
 * host (react-hotkeys-hook is not installed: a keydown listener). Overrides live in this browser only.
 */
export function FeatureToggleDialog({ appEnv, enabledFeatures }: { appEnv: string | undefined; enabledFeatures: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const overrides = useFlagOverrides();
  const setOverrides = useSetFlagOverrides();
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

  if (!allowed) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-[var(--radius-card)] bg-white shadow-xl focus:outline-none">
          <div className="border-b border-slate-200 p-6">
            <Dialog.Title className="text-xl font-semibold text-slate-900">Feature toggles (development)</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              Overrides apply to this browser only and change what the page shows. Server-side gates (pages, API routes) still follow the flags an administrator set.
            </Dialog.Description>
          </div>
          <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-6">
            {FLAG_DEFINITIONS.map((flag) => {
              const server = enabledFeatures.includes(flag.key);
              const value = flag.key in overrides ? (overrides[flag.key] ? "on" : "off") : "default";
              const id = `flag-override-${flag.key}`;
              return (
                <li key={flag.key} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {flag.title}
                    </label>
                    <p className="text-xs text-slate-500">
                      <code>{flag.key}</code> · server: {server ? "on" : "off"}
                      {value !== "default" ? <span className="ml-1 font-semibold text-brand-700">· overridden {value}</span> : null}
                    </p>
                  </div>
                  <select
                    id={id}
                    value={value}
                    onChange={(e) => setOverrides(withOverride(overrides, flag.key, e.target.value === "default" ? null : e.target.value === "on"))}
                    className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                  >
                    <option value="default">Server ({server ? "on" : "off"})</option>
                    <option value="on">Force on</option>
                    <option value="off">Force off</option>
                  </select>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-between gap-3 border-t border-slate-200 p-4">
            <Button variant="ghost" onClick={() => setOverrides({})}>
              Clear overrides
            </Button>
            <Dialog.Close asChild>
              <Button>Done</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
