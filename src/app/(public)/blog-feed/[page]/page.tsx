import { BlogFeedPage, blogFeedMetadata } from "@/features/blog/components/pages/feed-page";

/* /blog-feed/{page}: page 2 onwards; 1 and non-numbers redirect to /blog-feed (spec 2.7). */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props) {
  return blogFeedMetadata((await params).page);
}

export default async function Page({ params }: Props) {
  return BlogFeedPage({ segment: (await params).page });
}
