import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ChevronRight } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DashboardSection } from "@/features/candidate-dashboard/components/dashboard-section";
import { DASHBOARD_RESOURCES_PATH } from "@/features/candidate-dashboard/paths";
import { getNavbar, getPage } from "@/features/content/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Resources", robots: { index: false } };

/** Content-store pages written for job seekers, in this order (the job seeker toolkit first). */
const GUIDE_SLUGS = ["candidates", "faq", "mobile-app", "accessibility"] as const;
const STATIC_PAGE_TYPE = "static";
/** Navbar entries a signed-in person does not need here. */
const LEFT_OUT = new Set(["/join", ...GUIDE_SLUGS.map((s) => `/${s}`)]);

const TILE =
  "flex h-full min-w-0 items-center gap-3 rounded-card border border-border bg-card p-4 text-foreground no-underline shadow-sm transition-colors hover:border-primary hover:bg-primary-soft hover:text-foreground hover:no-underline";

type Resource = { href: string; title: string; description: string };

function ResourceList({ items, label }: { items: Resource[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {items.map((r) => (
        <li key={r.href} className="min-w-0">
          <Link href={r.href} className={TILE}>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{r.title}</span>
              <span className="block text-sm text-muted-foreground">{r.description}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/resources (decision 025): the content store's guides for job seekers and the navbar's job search tools. */
export default async function DashboardResourcesPage() {
  await requirePagePermission("authenticated", DASHBOARD_RESOURCES_PATH);
  const db = getDb();
  const [pages, navbar] = await Promise.all([Promise.all(GUIDE_SLUGS.map((slug) => getPage(db, STATIC_PAGE_TYPE, slug))), getNavbar(db)]);
  const guides: Resource[] = pages.filter((p) => p !== null).map((p) => ({ href: `/${p.slug}`, title: p.title, description: p.seo.description }));
  const tools: Resource[] = navbar
    .filter((item) => item.category === "job-seekers" && item.url.startsWith("/") && !LEFT_OUT.has(item.url))
    .map((item) => ({ href: item.url, title: item.title, description: item.description }));
  return (
    <PageContainer>
      <div className="flex flex-col gap-10">
        <DashboardPageHeader title="Resources">Guides and tools for every step of your job search.</DashboardPageHeader>
        {guides.length > 0 ? (
          <DashboardSection id="resources-guides" title="Guides">
            <ResourceList items={guides} label="Guides" />
          </DashboardSection>
        ) : null}
        {tools.length > 0 ? (
          <DashboardSection id="resources-tools" title="Job search tools">
            <ResourceList items={tools} label="Job search tools" />
          </DashboardSection>
        ) : null}
      </div>
    </PageContainer>
  );
}
