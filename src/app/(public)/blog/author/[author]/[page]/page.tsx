import { BlogAuthorPage, blogAuthorMetadata } from "@/features/blog/components/pages/author-page";

/* /blog/author/{author}/{page}: page 2 onwards; 1 and non-numbers redirect to the author's first page. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ author: string; page: string }> };

export async function generateMetadata({ params }: Props) {
  const { author, page } = await params;
  return blogAuthorMetadata(author, page);
}

export default async function Page({ params }: Props) {
  const { author, page } = await params;
  return BlogAuthorPage({ slug: author, segment: page });
}
