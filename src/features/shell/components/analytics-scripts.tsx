"use client";

import { useEffect } from "react";
import { shouldLoadTagManager, type ConsentChoices } from "../consent";

const SCRIPT_ID = "upstep-gtm";

/*
 * Google Tag Manager, only with analytics consent AND a configured GOOGLE_TAG_MANAGER id (the same
 * value GET /api/context returns in env; the layout passes it from publicEnv()). Withdrawing consent
 * stops new loads; a tag already loaded in this page stays until the next full page load.
 *
 * It does what Google's snippet does (start the data layer, add gtm.js), from our own bundle rather
 * than an inline script: the page's Content-Security-Policy runs only scripts with the response's
 * nonce, and 'strict-dynamic' lets a script that runs add others (decision 014).
 */
export function AnalyticsScripts({ consent, tagManagerId }: { consent: ConsentChoices | null; tagManagerId: string | null }) {
  const load = shouldLoadTagManager(consent, tagManagerId);
  useEffect(() => {
    if (!load || document.getElementById(SCRIPT_ID)) return;
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId!)}`;
    document.head.appendChild(script);
  }, [load, tagManagerId]);
  return null;
}
