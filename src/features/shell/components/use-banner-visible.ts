"use client";

import { useSyncExternalStore } from "react";
import type { NotificationBanner } from "@/features/content/types";
import { isBannerHidden, subscribeBannerHidden } from "../banner-store";

/**
 * Whether the notification banner shows: content says show_banner and the visitor has not closed it
 * this session. The server (and the first client render) assume "not closed"; the stored flag is
 * applied right after hydration.
 */
export function useBannerVisible(banner: NotificationBanner | null): boolean {
  const hidden = useSyncExternalStore(subscribeBannerHidden, () => isBannerHidden(), () => false);
  return Boolean(banner?.show_banner && banner.content) && !hidden;
}
