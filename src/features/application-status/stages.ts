import type { ApplicationStage } from "@/db/schema/applications";
import type { StageActorRole } from "./types";

/*
 * Who may move an application from which stage to which (decision 035); the labels are in types.ts.
 * Plain module: the candidate's list, the employer API and the tests share it.
 *
 *  - The hiring team (company members) and administrators move a sent application between the
 *    working stages (In review, Interviewing, Offer) in either direction, and to a result (Hired,
 *    Not selected). Not selected can be reopened (In review) because people click the wrong button;
 *    Hired and Withdrawn are final. Nobody moves an application back to Applied or to Draft.
 *  - "system" only marks an application viewed, the first time the hiring team opens it.
 *  - The candidate only withdraws (the applications feature does that).
 */

/** The stages the hiring team can choose, in the order a picker lists them. */
export const EMPLOYER_STAGES = ["viewed", "in-review", "interviewing", "offer", "hired", "not-selected"] as const satisfies readonly ApplicationStage[];
export type EmployerStage = (typeof EMPLOYER_STAGES)[number];

/** Where the hiring team (and administrators) may move an application from each stage. */
export const EMPLOYER_TRANSITIONS: Record<ApplicationStage, readonly ApplicationStage[]> = {
  draft: [],
  applied: ["viewed", "in-review", "interviewing", "offer", "hired", "not-selected"],
  viewed: ["in-review", "interviewing", "offer", "hired", "not-selected"],
  "in-review": ["interviewing", "offer", "hired", "not-selected"],
  interviewing: ["in-review", "offer", "hired", "not-selected"],
  offer: ["in-review", "interviewing", "hired", "not-selected"],
  hired: [],
  "not-selected": ["in-review"],
  withdrawn: [],
};

/** Stages a candidate may still withdraw from (not a draft: a draft is deleted instead). */
const WITHDRAWABLE: readonly ApplicationStage[] = ["applied", "viewed", "in-review", "interviewing", "offer"];

/** The stages `role` may move an application at `from` to (empty: none). */
export function nextStages(from: ApplicationStage, role: StageActorRole): readonly ApplicationStage[] {
  switch (role) {
    case "employer":
    case "admin":
      return EMPLOYER_TRANSITIONS[from];
    case "system":
      return from === "applied" ? ["viewed"] : [];
    case "candidate":
      return WITHDRAWABLE.includes(from) ? ["withdrawn"] : [];
  }
}

export function canMoveStage(from: ApplicationStage, to: ApplicationStage, role: StageActorRole): boolean {
  return nextStages(from, role).includes(to);
}

/**
 * The stages the candidate is told about by notification and email. "Viewed" is not one: it happens
 * on its own the first time the hiring team opens an application, and the history shows it.
 * "Applied" and "Withdrawn" are the candidate's own doing.
 */
export const NOTIFIED_STAGES: readonly ApplicationStage[] = ["in-review", "interviewing", "offer", "hired", "not-selected"];

/** The result stages: an application there is no longer in progress. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ["hired", "not-selected", "withdrawn"];

