"use client";

import { Suspense } from "react";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { cn } from "@/lib/cn";
import { COMPANY_SETTINGS_PATH, EMAIL_TEMPLATES_PATH, PIPELINE_SETTINGS_PATH, TEAM_SETTINGS_PATH, YOUR_DETAILS_PATH } from "@/lib/employer-routes";
import { withCompany } from "./employer-area-nav";

/*
 * The account settings' sections (issue 16), beside each /hiring/account-settings page (above it on
 * a phone). Every member sees every section; a page shows a member without the capability what they
 * may read and who can change it. The company the page acts for (?company=) is kept on every link.
 */
const ITEMS = [
  { href: YOUR_DETAILS_PATH, label: "Your details" },
  { href: COMPANY_SETTINGS_PATH, label: "Company profile" },
  { href: TEAM_SETTINGS_PATH, label: "Team" },
  { href: PIPELINE_SETTINGS_PATH, label: "Hiring stages" },
  { href: EMAIL_TEMPLATES_PATH, label: "Email templates" },
] as const;

function Items({ company }: { company: string | null }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className="flex gap-1 overflow-x-auto md:flex-col">
      {ITEMS.map((item) => {
        const current = pathname === item.href;
        return (
          <li key={item.href} className="shrink-0">
            <Link
              href={withCompany(item.href, company)}
              aria-current={current ? "page" : undefined}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                current ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function ItemsWithCompany() {
  return <Items company={useSearchParams()?.get("company") ?? null} />;
}

export function AccountSettingsNav() {
  return (
    <nav aria-label="Account settings" className="md:w-52 md:shrink-0">
      <Suspense fallback={<Items company={null} />}>
        <ItemsWithCompany />
      </Suspense>
    </nav>
  );
}

/** The settings pages' frame: the sections beside the page's content. */
export function AccountSettingsFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <AccountSettingsNav />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
