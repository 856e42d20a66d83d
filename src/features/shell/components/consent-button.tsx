"use client";

import { useConsent } from "./consent-provider";

/** Cookies Settings / Your Privacy Choices: buttons that open the consent panel (spec 2.3). */
export function ConsentButton({ label, className = "" }: { label: string; className?: string }) {
  const { openSettings } = useConsent();
  return (
    <button type="button" onClick={openSettings} className={className}>
      {label}
    </button>
  );
}
