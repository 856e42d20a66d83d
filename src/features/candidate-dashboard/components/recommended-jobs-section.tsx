import Link from "next/link";
import { DashboardSection } from "./dashboard-section";
import { RecommendationsPrompt } from "./recommendations-prompt";
import { RecommendedJobList } from "./recommended-job-list";
import { PROFILE_PERSONAL_INFO_PATH } from "../paths";
import type { RecommendationGap } from "../schemas";
import type { Recommendation } from "../server/queries";

/** "Recommended for you": the jobs with their reasons, or what to add to get some (both dashboard pages). */
export function RecommendedJobsSection({
  id,
  jobs,
  searched,
  missing,
  now,
  more,
  phoneLimit,
}: {
  id: string;
  jobs: Recommendation[];
  searched: boolean;
  missing: RecommendationGap[];
  now: Date;
  more?: { href: string; label: string };
  phoneLimit?: number;
}) {
  const placeHint =
    jobs.length > 0 && missing.includes("location") ? (
      <>
        {" "}
        <Link href={PROFILE_PERSONAL_INFO_PATH}>Add your ZIP code</Link> to see jobs near you first.
      </>
    ) : null;
  return (
    <DashboardSection
      id={id}
      title="Recommended for you"
      description={<>Open jobs that match the titles you want, your skills and where you work, each with the reason it matched.{placeHint}</>}
      more={jobs.length > 0 ? more : undefined}
    >
      {jobs.length > 0 ? <RecommendedJobList jobs={jobs} now={now} label="Recommended jobs" phoneLimit={phoneLimit} /> : <RecommendationsPrompt missing={missing} searched={searched} />}
    </DashboardSection>
  );
}
