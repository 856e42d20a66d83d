import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import type { FlagKey } from "@/lib/flags/definitions";
import { ADMIN_SYSTEM_PATH, ADMIN_USERS_PATH } from "@/lib/routes";
import {
  ADMIN_COMPANIES_PATH,
  ADMIN_DASHBOARD_PATH,
  ADMIN_HOME_PATH,
  ADMIN_JOB_POSTING_ANALYTICS_PATH,
  ADMIN_JOB_SCRAPE_STATS_PATH,
  ADMIN_NOTIFICATIONS_PATH,
} from "@/lib/admin-routes";
import { Card } from "@/components/ui/card";
import { ADMIN_SECTIONS, hiddenAdminLinks } from "@/features/admin/nav-sections";
import { getHomeStats } from "@/features/admin-metrics/server/queries";
import { StatCards } from "@/features/admin-metrics/components/stat-cards";

export const metadata: Metadata = { title: "Admin" };

/** Each figure on the home and the section where it is managed (metric keys of the catalogue). */
const HOME_METRICS: Record<string, string> = {
  "new-candidates": ADMIN_USERS_PATH,
  "new-employers": ADMIN_USERS_PATH,
  "companies-claimed": ADMIN_COMPANIES_PATH,
  "postings-published": ADMIN_JOB_POSTING_ANALYTICS_PATH,
  applications: ADMIN_JOB_POSTING_ANALYTICS_PATH,
  "alert-emails": ADMIN_NOTIFICATIONS_PATH,
  "jobs-imported": ADMIN_JOB_SCRAPE_STATS_PATH,
  "queue-failures": ADMIN_SYSTEM_PATH,
  "dead-letters": ADMIN_SYSTEM_PATH,
};

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** /admin: the platform this week at a glance, then every admin section (decision 058). */
export default async function AdminHomePage() {
  await requirePagePermission("admin", ADMIN_HOME_PATH);
  const db = getDb();
  const flagged = [...new Set(ADMIN_SECTIONS.flatMap((s) => s.links.flatMap((l) => (l.flag ? [l.flag] : []))))];
  const states = new Map<FlagKey, boolean>(await Promise.all(flagged.map(async (key) => [key, await isFeatureEnabled(key, db)] as const)));
  const hidden = new Set(hiddenAdminLinks((key) => states.get(key) ?? false));
  const { stats, current } = await getHomeStats(db, new Date(), HOME_METRICS);
  const dashboardOn = !hidden.has(ADMIN_DASHBOARD_PATH);
  const lastDay = new Date(`${current.to}T00:00:00Z`).getTime() - 86_400_000;

  return (
    <div className="flex min-w-0 flex-col gap-10">
      <header>
        <h1>Admin</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">The platform at a glance, and every section of the back office.</p>
      </header>
      <section aria-labelledby="glance-heading" className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="glance-heading" className="text-xl">
            The last 7 days
          </h2>
          {dashboardOn ? (
            <Link href={ADMIN_DASHBOARD_PATH} className="text-sm font-medium">
              Open the dashboard for other periods
            </Link>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {DAY.format(new Date(`${current.from}T00:00:00Z`))} to {DAY.format(new Date(lastDay))} (UTC, today included), against the 7 days before.
        </p>
        <StatCards stats={stats} />
      </section>
      <section aria-labelledby="sections-heading" className="flex min-w-0 flex-col gap-6">
        <h2 id="sections-heading" className="text-xl">
          Sections
        </h2>
        {ADMIN_SECTIONS.map((section) => {
          const links = section.links.filter((l) => !hidden.has(l.href) && l.href !== ADMIN_HOME_PATH);
          if (!links.length) return null;
          return (
            <div key={section.id} className="flex min-w-0 flex-col gap-3">
              <h3 className="text-lg font-semibold">{section.label}</h3>
              <ul className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {links.map((l) => (
                  <li key={l.href} className="min-w-0">
                    <Card padded={false} className="flex h-full min-w-0 flex-col gap-1 p-4">
                      <Link href={l.href} className="font-medium [overflow-wrap:anywhere]">
                        {l.label}
                      </Link>
                      <p className="text-sm text-muted-foreground">{l.description}</p>
                    </Card>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
    </div>
  );
}
