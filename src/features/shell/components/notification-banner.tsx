"use client";

import { DEFAULT_BANNER_COLOR, type NotificationBanner as Banner } from "@/features/content/types";
import { hideBanner } from "../banner-store";

/*
 * Spec 2.6 / 4: a content-driven banner above the page, in the content's colour (default #0001fc),
 * with an optional alert icon, until the visitor closes it (remembered for the browser session).
 * `banner.content` is HTML that the content service has already sanitised; nothing else is ever
 * rendered as HTML here.
 */
export function NotificationBanner({ banner, visible }: { banner: Banner | null; visible: boolean }) {
  if (!banner || !visible) return null;
  return (
    <section aria-label="Announcement" className="text-white" style={{ backgroundColor: banner.color || DEFAULT_BANNER_COLOR }} data-notification-banner>
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        {banner.alert_icon ? (
          <svg data-alert-icon aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            <path d="M12 9v4M12 17h.01" />
          </svg>
        ) : null}
        <div
          className="min-w-0 flex-1 text-sm [&_a]:font-semibold [&_a]:text-white [&_a]:underline [&_a:hover]:text-white"
          dangerouslySetInnerHTML={{ __html: banner.content }}
        />
        <button type="button" aria-label="Close announcement" onClick={() => hideBanner()} className="grid size-7 shrink-0 place-items-center rounded-md hover:bg-white/20">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </section>
  );
}
