import { buttonLook } from "@/components/ui/button-variants";
import { saveJobLoginPath } from "../paths";

/*
 * Where a listing or a job page puts the Save button (decision 036). The server renders a plain link
 * to log in and come back saving (no JavaScript: the pages' first-load budget has no room). For a
 * signed-in visitor the marks island (job-marks-island.tsx, loaded after the page) portals the Save
 * toggle and the application mark into this slot; the link hides itself once the toggle is there.
 */
export function SaveJobSlot({ jobId, title, className }: { jobId: string; title: string; className?: string }) {
  return (
    <span data-job-actions={jobId} data-job-title={title} className={["group/save flex min-w-0 flex-wrap items-center gap-2", className].filter(Boolean).join(" ")}>
      <a href={saveJobLoginPath(jobId)} rel="nofollow" aria-label={`Save job: ${title}`} className={buttonLook("outline", "sm", "group-has-[[data-save-toggle]]/save:hidden")}>
        Save job
      </a>
    </span>
  );
}
