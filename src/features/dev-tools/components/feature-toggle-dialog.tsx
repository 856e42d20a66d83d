"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { FLAG_DEFINITIONS } from "@/lib/flags/definitions";
import { withOverride } from "../flag-overrides";
import { useFlagOverrides, useSetFlagOverrides } from "./use-feature-enabled";

/*
 * Spec 2.1: the hidden feature-toggle dialog of non-production hosts. useFeatureToggleShortcut()
 * opens it on alt+mod+shift+X; the shell loads this module only then (next/dynamic). Overrides live
 * in this browser only.
 */
export function FeatureToggleDialog({ open, onOpenChange, enabledFeatures }: { open: boolean; onOpenChange: (open: boolean) => void; enabledFeatures: readonly string[] }) {
  const overrides = useFlagOverrides();
  const setOverrides = useSetFlagOverrides();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeButton={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Feature toggles (development)</DialogTitle>
          <DialogDescription>
            Overrides apply to this browser only and change what the page shows. Server-side gates (pages, API routes) still follow the flags an administrator set.
          </DialogDescription>
        </DialogHeader>
        <ul className="-mx-1 min-h-0 divide-y divide-border overflow-y-auto border-y border-border px-1">
          {FLAG_DEFINITIONS.map((flag) => {
            const server = enabledFeatures.includes(flag.key);
            const value = flag.key in overrides ? (overrides[flag.key] ? "on" : "off") : "default";
            return (
              <li key={flag.key} className="py-3">
                {/* Wide screens: the title and its key on the left, the select on the right. */}
                <Field
                  label={flag.title}
                  hint={
                    <>
                      <code>{flag.key}</code> · server: {server ? "on" : "off"}
                      {value !== "default" ? <span className="ml-1 font-semibold text-primary-soft-foreground">· overridden {value}</span> : null}
                    </>
                  }
                  className="sm:grid sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-center sm:gap-x-4 sm:gap-y-0.5 [&>div]:text-xs"
                >
                  <NativeSelect
                    value={value}
                    onChange={(e) => setOverrides(withOverride(overrides, flag.key, e.target.value === "default" ? null : e.target.value === "on"))}
                    className="h-control-sm text-sm sm:col-start-2 sm:row-span-2 sm:row-start-1"
                  >
                    <option value="default">Server ({server ? "on" : "off"})</option>
                    <option value="on">Force on</option>
                    <option value="off">Force off</option>
                  </NativeSelect>
                </Field>
              </li>
            );
          })}
        </ul>
        <DialogFooter className="mt-0 flex-row justify-between sm:justify-between">
          <Button variant="ghost" onClick={() => setOverrides({})}>
            Clear overrides
          </Button>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
