import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_JOB_DATA_REFRESH_PATH, ADMIN_JOB_SCRAPE_STATS_PATH } from "@/lib/admin-routes";
import { listFeedSources } from "@/features/admin-job-data/server/queries";
import { FeedSourcesManager } from "@/features/admin-job-data/components/feed-sources-manager";

export const metadata: Metadata = { title: "Job data refresh" };
export const dynamic = "force-dynamic";

/** /admin/job-data-refresh: the job feeds the worker imports (decision 055). */
export default async function JobDataRefreshPage() {
  await requirePagePermission("admin", ADMIN_JOB_DATA_REFRESH_PATH);
  const sources = await listFeedSources(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Job data refresh</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          The job feeds Upstep imports: each enabled source is read on its schedule (UTC) by the background worker, and “Run now” imports it at once. Every run’s numbers
          and rejections are on <Link href={ADMIN_JOB_SCRAPE_STATS_PATH}>Job scrape stats</Link>.
        </p>
      </header>
      <FeedSourcesManager sources={sources} />
    </div>
  );
}
