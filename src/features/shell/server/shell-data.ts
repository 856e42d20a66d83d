import "server-only";
import { getFooter, getNavbar, getNotificationBanner } from "@/features/content/server/queries";
import type { FooterItem, NavigationItem, NotificationBanner } from "@/features/content/types";
import { logger } from "@/lib/logger";

export type ShellData = { navItems: NavigationItem[]; footerItems: FooterItem[]; banner: NotificationBanner | null };

async function orFallback<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    // The content store being down must not take every page down with it: the shell renders without it.
    logger.error({ err, what }, "site shell content unavailable");
    return fallback;
  }
}

/**
 * Everything the root layout's chrome needs, read in parallel. Nothing here reads the request
 * (decision 011): the signed-in viewer is read in the browser, so a public page's HTML is the same
 * for every visitor and can be kept in the page cache.
 */
export async function getShellData(): Promise<ShellData> {
  const [navItems, footerItems, banner] = await Promise.all([
    orFallback("navbar", () => getNavbar(), [] as NavigationItem[]),
    orFallback("footer", () => getFooter(), [] as FooterItem[]),
    orFallback("notification-banner", () => getNotificationBanner(), null as NotificationBanner | null),
  ]);
  return {
    navItems,
    footerItems,
    banner,
  };
}
