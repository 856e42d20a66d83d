import { BlogFeedPage, blogFeedMetadata } from "@/features/blog/components/pages/feed-page";

/* /blog-feed: the newest posts (features/blog; read per request so scheduled posts show at their time). */
export const dynamic = "force-dynamic";

export function generateMetadata() {
  return blogFeedMetadata();
}

export default function Page() {
  return BlogFeedPage({});
}
