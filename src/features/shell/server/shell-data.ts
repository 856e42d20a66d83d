import "server-only";
import { getFooter, getNavbar, getNotificationBanner } from "@/features/content/server/queries";
import type { FooterItem, NavigationItem, NotificationBanner } from "@/features/content/types";
import { getPageUser } from "@/lib/auth/guard";
import { logger } from "@/lib/logger";
import type { ShellViewer } from "../components/site-header";

export type ShellData = { viewer: ShellViewer; navItems: NavigationItem[]; footerItems: FooterItem[]; banner: NotificationBanner | null };

async function orFallback<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (err) {
    // The content store being down must not take every page down with it: the shell renders without it.
    logger.error({ err, what }, "site shell content unavailable");
    return fallback;
  }
}

/** Everything the root layout's chrome needs, read in parallel. */
export async function getShellData(): Promise<ShellData> {
  const [user, navItems, footerItems, banner] = await Promise.all([
    getPageUser(),
    orFallback("navbar", () => getNavbar(), [] as NavigationItem[]),
    orFallback("footer", () => getFooter(), [] as FooterItem[]),
    orFallback("notification-banner", () => getNotificationBanner(), null as NotificationBanner | null),
  ]);
  return {
    viewer: user ? { name: user.name, roles: [...user.roles], avatar: user.image } : null,
    navItems,
    footerItems,
    banner,
  };
}
