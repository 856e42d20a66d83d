import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "./globals.css";
import { AppProviders } from "@/components/providers/app-providers";
import { ConsentProvider } from "@/features/shell/components/consent-provider";
import { ShellModals } from "@/features/modals/components/shell-modals";
import { ShellMain } from "@/features/shell/components/footer-frame";
import { NoScriptWarning } from "@/features/shell/components/no-script-warning";
import { SiteFooter } from "@/features/shell/components/site-footer";
import { SiteHeader } from "@/features/shell/components/site-header";
import { appBannerMetadata, mobilePlatform } from "@/features/shell/mobile-app";
import { rootMetadata } from "@/features/shell/page-metadata";
import { getShellData } from "@/features/shell/server/shell-data";
import { publicEnv } from "@/lib/env";

/*
 * Spec 1 page shell: default title/description/keywords/social tags (pages override them with
 * pageMetadata() from features/shell/page-metadata.ts), RSS and canonical links, and the app-store
 * banner tag on iOS and Android.
 */
export async function generateMetadata(): Promise<Metadata> {
  const platform = mobilePlatform((await headers()).get("user-agent"));
  return { ...rootMetadata(publicEnv().BASE_URL), ...appBannerMetadata(platform) };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { viewer, navItems, footerItems, banner } = await getShellData();
  const env = publicEnv();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg">
          Skip to main content
        </a>
        <NoScriptWarning />
        <AppProviders exposeTestHooks={env.APP_ENV !== "production"}>
          <ConsentProvider tagManagerId={env.GOOGLE_TAG_MANAGER}>
            <SiteHeader navItems={navItems} viewer={viewer} banner={banner} />
            <ShellMain>{children}</ShellMain>
            <SiteFooter items={footerItems} />
            {/* Upload Avatar (#profile-photo), Log Out Confirmation (#logout), product tour, dev toggles. */}
            <ShellModals />
          </ConsentProvider>
        </AppProviders>
      </body>
    </html>
  );
}
