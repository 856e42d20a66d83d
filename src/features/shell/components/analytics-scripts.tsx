"use client";

import Script from "next/script";
import { shouldLoadTagManager, type ConsentChoices } from "../consent";

/*
 * Google Tag Manager, only with analytics consent AND a configured GOOGLE_TAG_MANAGER id (the same
 * value GET /api/context returns in env; the layout passes it from publicEnv()). Withdrawing consent
 * stops new loads; a tag already loaded in this page stays until the next full page load.
 */
export function AnalyticsScripts({ consent, tagManagerId }: { consent: ConsentChoices | null; tagManagerId: string | null }) {
  if (!shouldLoadTagManager(consent, tagManagerId)) return null;
  const id = encodeURIComponent(tagManagerId!);
  return (
    <Script id="upstep-gtm" strategy="afterInteractive">
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
    </Script>
  );
}
