"use client";

import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { NavigationItem, NotificationBanner as Banner } from "@/features/content/types";
import { loginPath } from "@/lib/routes";
import { layoutOptionsFor } from "../layout-options";
import { headerPinning, shownAccountMenuItems, isDashboardPath, joinHref, visibleCategories, type DashboardBrand } from "../nav-menus";
import { NAV_PIN_THRESHOLD_PX } from "../shell-constants";
import { AccountMenu } from "./account-menu";
import { DesktopNav } from "./desktop-nav";
import { MobileNav } from "./mobile-nav";
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
 */
export function SiteHeader({ navItems, banner, brand = "upstep" }: { navItems: NavigationItem[]; banner: Banner | null; brand?: DashboardBrand }) {
  const { viewer, status } = useShellViewer();
  const pathname = usePathname() ?? "/";
  const bannerVisible = useBannerVisible(banner);
  const scrolled = useSyncExternalStore(subscribeScroll, scrolledPastThreshold, () => false);
  const { pinned, spacer } = headerPinning({ pathname, scrollY: scrolled ? NAV_PIN_THRESHOLD_PX + 1 : 0, bannerVisible });
  if (!layoutOptionsFor(pathname).header) return null;

  const categories = visibleCategories(navItems, viewer ? { roles: viewer.roles } : null);
  const accountItems = viewer ? shownAccountMenuItems(viewer.roles, brand) : null;
  const join = joinHref(pathname);

  return (
    <>
      <NotificationBanner banner={banner} visible={bannerVisible} />
      <div className={spacer ? "h-16" : undefined} data-header-spacer={spacer ? "" : undefined}>
        <header
          data-pinned={pinned ? "true" : "false"}
          className={`z-40 h-16 border-b border-border bg-card ${pinned ? "fixed inset-x-0 top-0 shadow-md" : "relative"}`}
        >
          <div className="relative mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
            <div className="flex min-w-0 max-w-[85%] items-center xl:max-w-none" data-logo-container>
              <SiteLogo partner={usesPartnerLogo(brand, isDashboardPath(pathname))} />
            </div>
            <DesktopNav categories={categories} />
            <div className="flex shrink-0 items-center gap-2">
              {status === "pending" ? (
                // Same width as Log in + Join, so nothing shifts when the viewer is known.
                <div className="hidden h-9 w-[9.5rem] xl:block" aria-hidden="true" data-viewer-pending="" />
              ) : viewer ? (
                <div className="hidden xl:block">
                  <AccountMenu name={viewer.name} avatar={viewer.avatar} items={accountItems!} />
                </div>
              ) : (
                <div className="hidden items-center gap-2 xl:flex">
                  <a href={loginPath()} className={buttonClasses("outline", "sm")}>
                    Log in
                  </a>
                  <ShellLink href={join} className={buttonClasses("primary", "sm")}>
                    Join
                  </ShellLink>
                </div>
              )}
              <MobileNav categories={categories} account={accountItems ? { items: accountItems } : null} joinHref={join} />
            </div>
          </div>
        </header>
      </div>
    </>
  );
}
