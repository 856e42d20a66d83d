"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
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
    <div className="flex items-start justify-between gap-4 border-b border-border py-4 last:border-b-0">
      <div>
        <p id={labelId} className="font-semibold text-foreground">
          {title}
        </p>
        <p id={descId} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      {disabled ? (
        <span className="shrink-0 text-sm font-semibold text-success-soft-foreground">Always on</span>
      ) : (
        <Switch checked={checked} onCheckedChange={onCheckedChange} aria-labelledby={labelId} aria-describedby={descId} />
      )}
    </div>
  );
}

function PanelBody({ consent, onSave }: { consent: StoredConsent | null; onSave: (c: ConsentChoices) => void }) {
  const [choices, setChoices] = useState<ConsentChoices>(consent ?? NO_CONSENT);
  return (
    <>
      <div>
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
      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button variant="outline" onClick={() => onSave(NO_CONSENT)}>
            Reject all
          </Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="outline" onClick={() => onSave(choices)}>
            Save settings
          </Button>
        </DialogClose>
        <DialogClose asChild>
          <Button onClick={() => onSave({ analytics: true, marketing: true })}>Accept all</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * The consent-settings panel (spec 2.3): strictly necessary (always on), analytics, marketing. The
 * consent provider loads this module only when the panel is first opened (next/dynamic).
 */
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" closeLabel="Close cookie settings">
        <DialogHeader>
          <DialogTitle>Cookie settings</DialogTitle>
          <DialogDescription>
            Choose which cookies Upstep may use in this browser. You can change this at any time from the footer. See the{" "}
            <a href={COOKIE_NOTICE_PATH}>Cookie Notice</a> for details.
          </DialogDescription>
        </DialogHeader>
        {/* Remounted on every open so the switches start from the stored choice. */}
        {open ? <PanelBody consent={consent} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}
