import { getDb } from "@/db/client";
import { HomeHero } from "@/features/home/components/home-hero";
import { HomeCategories, HomeCompanies, HomeEmployersBand, HomeNewestJobs } from "@/features/home/components/home-sections";
import { homeOverviewCached, newestJobsCached } from "@/features/home/server/home-data";
import { pageMetadata } from "@/features/shell/page-metadata";

/** Rendered per request from the home page's per-process cache (decision 017). */
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({ path: "/" });

export default async function HomePage() {
  const db = getDb();
  const [overview, newest] = await Promise.all([homeOverviewCached(db), newestJobsCached(db)]);
  return (
    <>
      <HomeHero overview={overview} />
      <HomeCategories categories={overview.categories} />
      <HomeCompanies companies={overview.companies} />
      <HomeNewestJobs jobs={newest} now={new Date()} />
      <HomeEmployersBand />
    </>
  );
}
