import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import { postingApplicantsPath, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { PageContainer } from "@/components/ui/page-container";
import { cn } from "@/lib/cn";
import { ApplicantsView } from "@/features/applicant-tracking/components/applicants-view";
import { applicantsQuerySchema } from "@/features/applicant-tracking/schemas";
import { requirePosting } from "@/features/applicant-tracking/server/access";
import { boardColumns, filterQuestions, listApplicantsPage, postingStages } from "@/features/applicant-tracking/server/list-applicants";
import { orPageError } from "@/features/applicant-tracking/server/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Applicants", robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /hiring/job-postings/{id}/applicants[?view=board] (issue 16 part 3, decision 040): a posting's
 * applicants as a list or a board by the company's stages, filtered by the query; members of the
 * posting's company (applicants.read), moves for those with applicants.move.
 */
export default async function PostingApplicantsPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> }) {
  const { id } = await params;
  const raw = await searchParams;
  const one = (k: string) => (Array.isArray(raw[k]) ? raw[k][0] : raw[k]);
  // One resource: its own company decides (administrators with two-factor: any company).
  const user = await requirePagePermission("employer", postingApplicantsPath(id, one("view") === "board" ? "board" : "list"));
  const db = getDb();
  const posting = await orPageError(requirePosting(db, user, id, "applicants.read"));
  const parsed = applicantsQuerySchema.safeParse(Object.fromEntries(["view", "stage", "knockout", "answer", "minRating", "source", "withdrawn", "sort"].flatMap((k) => (one(k) !== undefined ? [[k, one(k)]] : []))));
  const query = parsed.success ? parsed.data : applicantsQuerySchema.parse({ view: one("view") === "board" ? "board" : "list" });
  const { view, cursor: _cursor, ...filters } = query;
  const stages = await postingStages(db, posting.companyId);
  const questions = await filterQuestions(db, posting.id);
  const now = new Date().getTime();
  const common = { postingId: posting.id, stages, questions, filters, canMove: capabilityAllowed(posting.standing, "applicants.move"), now };
  const boardFilters = { ...filters, stage: undefined };
  const content =
    view === "board" ? (
      <ApplicantsView key={JSON.stringify(query)} {...common} filters={boardFilters} view="board" columns={await boardColumns(db, { jobId: posting.id, stages, filters: boardFilters })} />
    ) : (
      <ApplicantsView
        key={JSON.stringify(query)}
        {...common}
        view="list"
        list={await listApplicantsPage(db, { jobId: posting.id, stages, filters, cursor: 0 })}
      />
    );
  const keep = new URLSearchParams(Object.entries(filterParams(raw)));
  const hrefFor = (v: "list" | "board") => {
    const q = new URLSearchParams(keep);
    if (v === "board") {
      q.set("view", "board");
      q.delete("stage");
    }
    const s = q.toString();
    return `${postingApplicantsPath(posting.id)}${s ? `?${s}` : ""}`;
  };
  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-2">
          <Link href={TALENT_JOB_POSTINGS_PATH} className="w-fit text-sm">
            Back to job postings
          </Link>
          <h1>Applicants for {posting.title}</h1>
          <p className="text-muted-foreground">{posting.companyName}</p>
        </header>
        <nav aria-label="Applicants view" className="flex gap-1 border-b border-border">
          {(["list", "board"] as const).map((v) => (
            <Link
              key={v}
              href={hrefFor(v)}
              aria-current={view === v ? "page" : undefined}
              className={cn("-mb-px border-b-2 px-4 py-2 text-sm font-medium", view === v ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")}
            >
              {v === "list" ? "List" : "Board"}
            </Link>
          ))}
        </nav>
        {content}
      </div>
    </PageContainer>
  );
}

function filterParams(raw: SearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ["company", "stage", "knockout", "answer", "minRating", "source", "withdrawn", "sort"]) {
    const v = Array.isArray(raw[k]) ? raw[k][0] : raw[k];
    if (typeof v === "string" && v) out[k] = v;
  }
  return out;
}
