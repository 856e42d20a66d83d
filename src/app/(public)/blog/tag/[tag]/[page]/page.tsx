import { BlogTagPage, blogTagMetadata } from "@/features/blog/components/pages/tag-page";

/* /blog/tag/{tag}/{page}: page 2 onwards; 1 and non-numbers redirect to the tag's first page. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ tag: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { tag, page } = await params;
  return blogTagMetadata(tag, page);
}

export default async function Page({ params }: Props) {
  const { tag, page } = await params;
  return BlogTagPage({ slug: tag, segment: page });
}
