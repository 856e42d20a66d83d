import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { postingAnalyticsPath } from "@/lib/employer-routes";
import { PostingAnalyticsView } from "@/features/job-postings/components/posting-analytics";
import { analyticsQuerySchema } from "@/features/job-postings/schemas";
import { requirePostingPage } from "@/features/job-postings/server/page-access";
import { getPostingAnalytics } from "@/features/job-postings/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Posting analytics", robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /hiring/job-postings/{id}/analytics?days=30|90 (decision 039): a posting's views, apply clicks and
 * applications by day, for members of its company (postings.read) and administrators with
 * two-factor; 404 for anyone else.
 */
export default async function PostingAnalyticsPage({ params, searchParams }: Props) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const db = getDb();
  const { user, ...loaded } = await requirePostingPage(db, postingAnalyticsPath(id), id, "postings.read");
  const { days } = analyticsQuerySchema.parse(sp);
  const analytics = await getPostingAnalytics(db, user, loaded.posting.id, days);
  return <PostingAnalyticsView analytics={analytics} status={loaded.posting.status} companyName={loaded.companyName} />;
}
