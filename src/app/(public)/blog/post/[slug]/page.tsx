import { BlogPostPage, blogPostPageMetadata } from "@/features/blog/components/pages/post-page";

/* /blog/post/{slug}: one published post; stale words redirect to the current slug (308). */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return blogPostPageMetadata((await params).slug);
}

export default async function Page({ params }: Props) {
  return BlogPostPage({ slug: (await params).slug });
}
