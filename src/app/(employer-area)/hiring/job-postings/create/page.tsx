import type { Metadata } from "next";
import { forbidden } from "next/navigation";
import { getDb } from "@/db/client";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { HIRING_CREATE_POSTING_PATH } from "@/lib/employer-routes";
import { CreatePostingPage } from "@/features/job-postings/components/posting-editor-page";
import { requireCompanyPage } from "@/features/job-postings/server/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Post a job", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /hiring/job-postings/create (spec 2.7, decision 039): a new posting for the company the page acts for (postings.edit). */
export default async function CreateHiringPostingPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const { user, company, standing } = await requireCompanyPage(getDb(), HIRING_CREATE_POSTING_PATH, typeof sp.company === "string" ? sp.company : null);
  if (!capabilityAllowed(standing, "postings.edit")) forbidden();
  return <CreatePostingPage area="hiring" viewer={user} company={{ ...company, standing }} />;
}
