import { BlogTagPage, blogTagMetadata } from "@/features/blog/components/pages/tag-page";

/* /blog/tag/{tag}: one tag's posts. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props) {
  return blogTagMetadata((await params).tag);
}

export default async function Page({ params }: Props) {
  return BlogTagPage({ slug: (await params).tag });
}
