"use client";

import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NO_CONSENT, type ConsentChoices, type StoredConsent } from "../consent";
import { COOKIE_NOTICE_PATH } from "../shell-routes";

function Category({
  title,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  title: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (v: boolean) => void;
}) {
  const labelId = useId();
  const descId = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 py-4 last:border-b-0">
      <div>
        <p id={labelId} className="font-semibold text-slate-900">
          {title}
        </p>
        <p id={descId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      {disabled ? (
        <span className="shrink-0 text-sm font-semibold text-success-700">Always on</span>
      ) : (
        <Switch.Root
          checked={checked}
          onCheckedChange={onCheckedChange}
          aria-labelledby={labelId}
          aria-describedby={descId}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      )}
    </div>
  );
}

function PanelBody({ consent, onSave }: { consent: StoredConsent | null; onSave: (c: ConsentChoices) => void }) {
  const [choices, setChoices] = useState<ConsentChoices>(consent ?? NO_CONSENT);
  return (
    <>
      <div className="mt-2">
        <Category title="Strictly necessary" description="Keep you signed in, protect forms and remember these settings. They cannot be switched off." checked disabled />
        <Category
          title="Analytics"
          description="Help us understand how Upstep is used (Google Tag Manager and analytics), so we can improve it."
          checked={choices.analytics}
          onCheckedChange={(analytics) => setChoices((c) => ({ ...c, analytics }))}
        />
        <Category
          title="Marketing"
          description="Let partners measure campaigns and show you relevant offers on other sites."
          checked={choices.marketing}
          onCheckedChange={(marketing) => setChoices((c) => ({ ...c, marketing }))}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" onClick={() => onSave(NO_CONSENT)}>
            Reject all
          </Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Button variant="outline" onClick={() => onSave(choices)}>
            Save settings
          </Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Button onClick={() => onSave({ analytics: true, marketing: true })}>Accept all</Button>
        </Dialog.Close>
      </div>
    </>
  );
}

/** The consent-settings panel (spec 2.3): strictly necessary (always on), analytics, marketing. */
export function ConsentPanel({
  open,
  onOpenChange,
  consent,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consent: StoredConsent | null;
  onSave: (c: ConsentChoices) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-xl font-bold text-slate-900">Cookie settings</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Choose which cookies Upstep may use in this browser. You can change this at any time from the footer. See the{" "}
            <a href={COOKIE_NOTICE_PATH}>Cookie Notice</a> for details.
          </Dialog.Description>
          {/* Remounted on every open so the switches start from the stored choice. */}
          {open ? <PanelBody consent={consent} onSave={onSave} /> : null}
          <Dialog.Close aria-label="Close cookie settings" className="absolute right-3 top-3 grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
