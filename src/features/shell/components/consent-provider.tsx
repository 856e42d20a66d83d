"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { CONSENT_STORAGE_KEY, parseConsent, serializeConsent, shouldLoadTagManager, type ConsentChoices, type StoredConsent } from "../consent";

// The settings panel (a dialog with switches) is fetched when a visitor first opens it, not with every page.
// Tag Manager's loader only once analytics consent and an id say it runs (issue 11: not first-load code).
const AnalyticsScripts = lazy(() => import("./analytics-scripts").then((m) => ({ default: m.AnalyticsScripts })));
// React.lazy rather than next/dynamic: the panel is only ever rendered in the browser (after a click), and lazy costs no first-load code.
const ConsentPanel = lazy(() => import("./consent-panel").then((m) => ({ default: m.ConsentPanel })));

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
      {panelUsed ? (
        <Suspense fallback={null}>
          <ConsentPanel open={panelOpen} onOpenChange={setPanelOpen} consent={consent} onSave={save} />
        </Suspense>
      ) : null}
      {shouldLoadTagManager(consent, tagManagerId) ? (
        <Suspense fallback={null}>
          <AnalyticsScripts consent={consent} tagManagerId={tagManagerId} />
        </Suspense>
      ) : null}
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error("useConsent() needs <ConsentProvider> above it");
  return api;
}
