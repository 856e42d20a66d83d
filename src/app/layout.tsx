import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { AppProviders } from "@/components/providers/app-providers";
import { ConsentProvider } from "@/features/shell/components/consent-provider";
import { DeferredShellModals } from "@/features/modals/components/deferred-shell-modals";
import { ShellMain } from "@/features/shell/components/footer-frame";
import { NoScriptWarning } from "@/features/shell/components/no-script-warning";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { ChevronDown, Menu } from "@/components/ui/icons";
import { appBannerMetadata } from "@/lib/app-store";
import { rootMetadata } from "@/features/shell/page-metadata";
import { getShellData } from "@/features/shell/server/shell-data";
import { publicEnv } from "@/lib/env";

/*
 * Spec 1 page shell: default title/description/keywords/social tags (pages override them with
 * pageMetadata() from features/shell/page-metadata.ts), RSS and canonical links, and the app-store
 * banner tags (only iOS and Android read them; decision 011).
 *
 * Nothing in this layout reads the request (no headers(), cookies() or session): the viewer is read
 * in the browser, so pages that read nothing else either (the job detail page) can be cached.
 * Pages that must be rendered per request say so with connection().
 */
export function generateMetadata(): Metadata {
  return { ...rootMetadata(publicEnv().BASE_URL), ...appBannerMetadata() };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { navItems, footerItems, banner } = await getShellData();
  const env = publicEnv();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg">
          Skip to main content
        </a>
        <NoScriptWarning />
        <AppProviders>
          <ConsentProvider tagManagerId={env.GOOGLE_TAG_MANAGER}>
            {/* The header's icons are drawn here, on the server: the icon library stays out of the first load. */}
            <SiteHeader navItems={navItems} banner={banner} icons={{ chevron: <ChevronDown aria-hidden="true" className="size-4 transition-transform" />, burger: <Menu aria-hidden="true" /> }} />
            <ShellMain>{children}</ShellMain>
            <SiteFooter items={footerItems} />
            {/* Upload Avatar (#profile-photo), Log Out Confirmation (#logout), product tour, dev toggles: loaded after the page, each on demand. */}
            <DeferredShellModals exposeTestHooks={env.APP_ENV !== "production"} />
          </ConsentProvider>
        </AppProviders>
      </body>
    </html>
  );
}
