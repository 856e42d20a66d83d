import type { RequisitionFormInput } from "./schemas";

/** A complete requisition form's values for tests (unit and integration). */
export function input(extra: Partial<RequisitionFormInput> = {}): RequisitionFormInput {
  return {
    title: "Night Nurse",
    department: "Nursing",
    location: "Columbus, OH",
    openings: 2,
    targetStartDate: "2027-01-15",
    salaryMin: "$38.00",
    salaryMax: "$46.00",
    salaryPeriod: "hour",
    justification: "Two nurses left the night shift.",
    team: [],
    approverIds: [],
    ...extra,
  };
}
