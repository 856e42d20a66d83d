import { BlogAuthorPage, blogAuthorMetadata } from "@/features/blog/components/pages/author-page";

/* /blog/author/{author}: who the author is and their posts. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ author: string }> };

export async function generateMetadata({ params }: Props) {
  return blogAuthorMetadata((await params).author);
}

export default async function Page({ params }: Props) {
  return BlogAuthorPage({ slug: (await params).author });
}
