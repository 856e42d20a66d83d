"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { buttonLook } from "@/components/ui/button-variants";
import type { NavigationItem, NotificationBanner as Banner } from "@/features/content/types";
import { loginPath } from "@/lib/routes";
import { layoutOptionsFor } from "../layout-options";
import { headerPinning, shownAccountMenuItems, isDashboardPath, joinHref, visibleCategories, type DashboardBrand } from "../nav-menus";
import { NAV_PIN_THRESHOLD_PX } from "../shell-constants";
import { loadHeaderMenus, useHeaderMenus } from "./deferred-menus";
import { DesktopNav } from "./desktop-nav";
import type { HeaderIcons } from "./menu-trigger-look";
import { MobileNavPlaceholder } from "./mobile-nav-placeholder";
import { NotificationBanner } from "./notification-banner";
import { ShellLink } from "./shell-link";
import { SiteLogo, usesPartnerLogo } from "./site-logo";
import { useBannerVisible } from "./use-banner-visible";
import { useShellViewer } from "./use-shell-viewer";


function subscribeScroll(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}
/** Only the crossing of the threshold re-renders, not every scrolled pixel. */
const scrolledPastThreshold = () => window.scrollY > NAV_PIN_THRESHOLD_PX;

/*
 * The notification banner and the header bar (spec 2.4-2.6 and 4): data in (navigation items, the
 * banner), UI out. The viewer is read in the browser (useShellViewer, decision 011) so that the
 * server HTML is the same for everyone and public pages can be cached. Pinning follows
 * headerPinning() (see its comment for the reading of spec 4).
 *
 * The menus themselves (Radix) load after the page (deferred-menus.ts): in the background once the
 * page is idle, at once when a trigger is used. Their triggers are placeholders of the same look
 * until then; the avatar menu, which has no signed-out placeholder, keeps the pending slot until
 * its code is there, so a signed-in user's header never shows a button that does nothing.
 */
const prefetchMenus = () => void loadHeaderMenus().catch(() => {});

export function SiteHeader({ navItems, banner, icons, brand = "upstep" }: { navItems: NavigationItem[]; banner: Banner | null; icons: HeaderIcons; brand?: DashboardBrand }) {
  const { viewer, status } = useShellViewer();
  const pathname = usePathname() ?? "/";
  const bannerVisible = useBannerVisible(banner);
  const scrolled = useSyncExternalStore(subscribeScroll, scrolledPastThreshold, () => false);
  const { pinned, spacer } = headerPinning({ pathname, scrollY: scrolled ? NAV_PIN_THRESHOLD_PX + 1 : 0, bannerVisible });
  const menus = useHeaderMenus();
  const signedIn = viewer !== null;
  useEffect(() => {
    if (signedIn) void loadHeaderMenus().catch(() => {});
  }, [signedIn]);
  if (!layoutOptionsFor(pathname).header) return null;

  const categories = visibleCategories(navItems, viewer ? { roles: viewer.roles } : null);
  const accountItems = viewer ? shownAccountMenuItems(viewer.roles, brand) : null;
  const join = joinHref(pathname);

  return (
    <>
      <NotificationBanner banner={banner} visible={bannerVisible} />
      <div className={spacer ? "h-16" : undefined} data-header-spacer={spacer ? "" : undefined}>
        <header
          // The menus' code comes when a visitor heads for the header (pointer, focus, touch), not on
          // idle: loading it unasked would put its start-up (Radix, class merging) in the time a phone
          // is busy loading the page (Lighthouse's TBT). Triggers used before it arrives keep their intent.
          onPointerEnter={prefetchMenus}
          onFocusCapture={prefetchMenus}
          onTouchStartCapture={prefetchMenus}
          data-pinned={pinned ? "true" : "false"}
          className={`z-40 h-16 border-b border-border bg-card ${pinned ? "fixed inset-x-0 top-0 shadow-md" : "relative"}`}
        >
          <div className="relative mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
            <div className="flex min-w-0 max-w-[85%] items-center xl:max-w-none" data-logo-container>
              <SiteLogo partner={usesPartnerLogo(brand, isDashboardPath(pathname))} />
            </div>
            <DesktopNav categories={categories} chevron={icons.chevron} />
            <div className="flex shrink-0 items-center gap-2">
              {viewer && menus ? <menus.NotificationBell /> : null}
              {status === "pending" || (viewer && !menus) ? (
                // Same width as Log in + Join, so nothing shifts when the viewer is known.
                <div className="hidden h-9 w-[9.5rem] xl:block" aria-hidden="true" data-viewer-pending="" />
              ) : viewer && menus ? (
                <div className="hidden xl:block">
                  <menus.AccountMenu name={viewer.name} avatar={viewer.avatar} items={accountItems!} />
                </div>
              ) : (
                <div className="hidden items-center gap-2 xl:flex">
                  <a href={loginPath()} className={buttonLook("outline", "sm")}>
                    Log in
                  </a>
                  <ShellLink href={join} className={buttonLook("primary", "sm")}>
                    Join
                  </ShellLink>
                </div>
              )}
              {menus ? <menus.MobileNav categories={categories} account={accountItems ? { items: accountItems } : null} joinHref={join} burgerIcon={icons.burger} /> : <MobileNavPlaceholder icon={icons.burger} />}
            </div>
          </div>
        </header>
      </div>
    </>
  );
}
