import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { hiringEditPostingPath } from "@/lib/employer-routes";
import { EditPostingPage } from "@/features/job-postings/components/posting-editor-page";
import { requirePostingPage } from "@/features/job-postings/server/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit job posting", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * /hiring/job-postings/edit/{id} (spec 2.7, decision 039): a posting, for members of its company (those
 * with postings.edit change it, interviewers read it) and administrators with two-factor; 404 for
 * anyone else.
 */
export default async function EditHiringPostingPage({ params }: Props) {
  const { id } = await params;
  const loaded = await requirePostingPage(getDb(), hiringEditPostingPath(id), id, "postings.read");
  return <EditPostingPage area="hiring" loaded={loaded} />;
}
