import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { jobsSearchPath } from "@/lib/job-search-path";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FileText } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { DashboardPageHeader } from "@/features/candidate-dashboard/components/dashboard-page-header";
import { DashboardBlogPost } from "@/features/candidate-dashboard/components/dashboard-blog-post";
import { DASHBOARD_BLOG_PATH } from "@/features/candidate-dashboard/paths";
import { getPost, listPosts } from "@/features/content/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Career advice", robots: { index: false } };

const POSTS_SHOWN = 10;

/** /dashboard/blog (decision 025): the content store's published posts, newest first, readable in place. */
export default async function DashboardBlogPage() {
  await requirePagePermission("authenticated", DASHBOARD_BLOG_PATH);
  const db = getDb();
  const list = await listPosts(db, { page: 1, pageSize: POSTS_SHOWN });
  const posts = (await Promise.all(list.data.map((p) => getPost(db, p.slug)))).filter((p) => p !== null);
  return (
    <PageContainer>
      <div className="flex flex-col gap-8">
        <DashboardPageHeader title="Career advice">Articles from Upstep&apos;s career coaches and hiring experts.</DashboardPageHeader>
        {posts.length === 0 ? (
          <EmptyState
            icon={<FileText />}
            title="No articles yet"
            action={
              <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
                Search jobs
              </Link>
            }
          >
            Our career coaches have not published anything yet. New articles appear here as soon as they do.
          </EmptyState>
        ) : (
          <ol className="flex flex-col gap-6" aria-label="Articles">
            {posts.map((post) => (
              <li key={post.slug}>
                <DashboardBlogPost post={post} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </PageContainer>
  );
}
