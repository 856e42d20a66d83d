import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { AppProviders } from "@/components/providers/app-providers";
import { SiteHeader } from "@/features/shell/components/site-header";

export const metadata: Metadata = {
  title: { default: "Upstep: jobs, learning and events for your next step", template: "%s | Upstep" },
  description: "Upstep connects job seekers with jobs, courses and events, and helps employers find and hire skilled talent.",
  keywords: ["jobs", "careers", "job search", "hiring", "courses", "career events"],
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <a href="#main-content" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg">
          Skip to main content
        </a>
        <AppProviders>
          <SiteHeader />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <footer className="border-t border-slate-200 bg-white">
            <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
              <p>© {new Date().getFullYear()} Upstep</p>
              <p>Jobs, learning and events for your next step.</p>
            </div>
          </footer>
        </AppProviders>
      </body>
    </html>
  );
}
