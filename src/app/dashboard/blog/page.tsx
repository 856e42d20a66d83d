import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DASHBOARD_BLOG_PATH, PROFILE_EMPLOYMENT_PREFS_PATH } from "@/features/candidate-dashboard/paths";
import { DashboardBlogPicks } from "@/features/blog/components/dashboard-blog-picks";
import { blogPicksFor } from "@/features/blog/server/interest-picks";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Career advice", robots: { index: false } };

/** /dashboard/blog (decisions 025, 047): blog posts for the signed-in person's interests, then the newest. */
export default async function DashboardBlogPage() {
  const user = await requirePagePermission("authenticated", DASHBOARD_BLOG_PATH);
  const { interests, posts } = await blogPicksFor(getDb(), user.id);
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <DashboardPageHeader title="Career advice">Articles from Upstep&apos;s career coaches and hiring experts.</DashboardPageHeader>
        <DashboardBlogPicks interests={interests} posts={posts} preferencesHref={PROFILE_EMPLOYMENT_PREFS_PATH} />
      </div>
    </PageContainer>
  );
}
