import { hiringPipelinePath, talentPipelinesPath, talentProfilePath, type EmployerArea } from "@/lib/employer-routes";

/*
 * Where a pipeline opens (decision 043): /hiring/pipelines/{id} in the hiring area, and
 * /talent/pipelines?name= in the talent area (spec 2.7's name and selected query). Filters and the
 * company the page acts for ride along in the query.
 */
export type PipelineQuery = { stage?: string; tag?: string; selected?: string; company?: string; view?: "board" };

export function pipelineViewHref(area: EmployerArea, pipeline: { id: string; name: string }, q: PipelineQuery = {}): string {
  const base = area === "talent" ? talentPipelinesPath({ name: pipeline.name, selected: q.selected }) : hiringPipelinePath(pipeline.id);
  const query = new URLSearchParams(base.includes("?") ? base.slice(base.indexOf("?") + 1) : "");
  if (area === "hiring" && q.selected) query.set("selected", q.selected);
  if (q.stage) query.set("stage", q.stage);
  if (q.tag) query.set("tag", q.tag);
  if (q.view === "board") query.set("view", "board");
  if (q.company) query.set("company", q.company);
  const path = base.includes("?") ? base.slice(0, base.indexOf("?")) : base;
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A person's profile page, opened from a pipeline. */
export function profileFromPipelineHref(candidateUserId: string, area: EmployerArea): string {
  return `${talentProfilePath(candidateUserId, area)}?from=pipeline`;
}
