"use client";

import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, type ConsentChoices, type StoredConsent } from "../consent";
import { AnalyticsScripts } from "./analytics-scripts";

// The settings panel (a dialog with switches) is fetched when a visitor first opens it, not with every page.
const ConsentPanel = dynamic(() => import("./consent-panel").then((m) => m.ConsentPanel), { ssr: false });

type ConsentApi = {
  consent: StoredConsent | null;
  save: (choices: ConsentChoices) => void;
  openSettings: () => void;
};

const ConsentContext = createContext<ConsentApi | null>(null);
const CHANGE_EVENT = "upstep:consent-changed";

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange); // another tab decided
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/*
 * Cookie consent for the whole site: the stored choice (localStorage "upstep-consent", with version
 * and timestamp), the settings panel (opened by the footer's Cookies Settings and Your Privacy
 * Choices), and the tag manager, which loads only with analytics consent and a configured id.
 */
export function ConsentProvider({ tagManagerId, children }: { tagManagerId: string | null; children: ReactNode }) {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const consent = useMemo(() => parseConsent(raw), [raw]);
  const [panelOpen, setPanelOpen] = useState(false);
  // Mounted from the first opening on, so later openings (and closings) are the dialog's own.
  const [panelUsed, setPanelUsed] = useState(false);

  const save = useCallback((choices: ConsentChoices) => {
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(choices));
    } catch {}
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  const openSettings = useCallback(() => {
    setPanelUsed(true);
    setPanelOpen(true);
  }, []);
  const api = useMemo(() => ({ consent, save, openSettings }), [consent, save, openSettings]);

  return (
    <ConsentContext.Provider value={api}>
      {children}
      {panelUsed ? <ConsentPanel open={panelOpen} onOpenChange={setPanelOpen} consent={consent} onSave={save} /> : null}
      <AnalyticsScripts consent={consent} tagManagerId={tagManagerId} />
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error("useConsent() needs <ConsentProvider> above it");
  return api;
}
