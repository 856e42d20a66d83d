import { BlogSearchPage, blogSearchMetadata, searchQueryOf } from "@/features/blog/components/pages/search-page";

/* /blog-feed/search?q=: full-text search of the blog. */
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props) {
  return blogSearchMetadata(searchQueryOf((await searchParams).q));
}

export default async function Page({ searchParams }: Props) {
  return BlogSearchPage({ query: searchQueryOf((await searchParams).q) });
}
