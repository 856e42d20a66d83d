import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Search, Sparkles } from "@/components/ui/icons";
import { jobsSearchPath } from "@/lib/job-search-path";
import { PROFILE_EMPLOYMENT_PREFS_PATH, PROFILE_PERSONAL_INFO_PATH } from "../paths";
import type { RecommendationGap } from "../schemas";

/**
 * What the recommendations block says when it has no job: with nothing to match on, ask for a title
 * and a ZIP code (links to employment preferences and personal info); with a profile that matched
 * nothing, say so and lead to the search.
 */
export function RecommendationsPrompt({ missing, searched }: { missing: RecommendationGap[]; searched: boolean }) {
  const needTitle = missing.includes("title");
  const needPlace = missing.includes("location");
  if (searched) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<Search />}
        title="No open jobs match your profile right now"
        action={
          <>
            <Link href={jobsSearchPath()} className={buttonClasses("primary", "md")}>
              Search all jobs
            </Link>
            <Link href={PROFILE_EMPLOYMENT_PREFS_PATH} className={buttonClasses("outline", "md")}>
              Change the jobs you want
            </Link>
          </>
        }
      >
        New jobs arrive every day; we look again each time you open your dashboard. Adding more job titles, skills or a longer commute finds more.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      headingLevel={3}
      icon={<Sparkles />}
      title={needPlace ? "Add a job title and your ZIP code" : "Add the job title you want"}
      action={
        <>
          {needTitle ? (
            <Link href={PROFILE_EMPLOYMENT_PREFS_PATH} className={buttonClasses("primary", "md")}>
              Add job titles
            </Link>
          ) : null}
          {needPlace ? (
            <Link href={PROFILE_PERSONAL_INFO_PATH} className={buttonClasses(needTitle ? "outline" : "primary", "md")}>
              Add your ZIP code
            </Link>
          ) : null}
        </>
      }
    >
      Tell us the work you want{needPlace ? " and where you live" : ""}, and we will recommend open jobs that match, with the reason each one does.
    </EmptyState>
  );
}
