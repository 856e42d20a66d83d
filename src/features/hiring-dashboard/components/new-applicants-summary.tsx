import { formatDateTime, plural } from "../format";
import type { HiringDashboard } from "../types";

/** The header's line about what is new (decision 041's "new since your last visit"). */
export function newApplicantsSummary(data: Pick<HiringDashboard, "newSince" | "newSinceKind" | "newApplicants" | "postingCount" | "activePostingCount">): string {
  if (data.postingCount === 0) return "Post a job and its applicants, stage by stage, will show here.";
  if (data.activePostingCount === 0) return "None of your postings is open right now.";
  const n = data.newApplicants;
  if (data.newSinceKind === "week") return n ? `${plural(n, "new applicant", "new applicants")} in the last 7 days.` : "No new applicants in the last 7 days.";
  if (!data.newSince) return n ? `${plural(n, "applicant", "applicants")} so far, all new to you on your first visit.` : "Your first visit: no applicants yet.";
  const when = formatDateTime(data.newSince);
  return n ? `${plural(n, "new applicant", "new applicants")} since your last visit (${when}).` : `No new applicants since your last visit (${when}).`;
}
