import type { RequisitionStatus } from "@/db/schema/requisitions";

/** How the trackers name a requisition's status (decision 045's statuses). */
export const REQUISITION_STATUS_LABELS: Record<RequisitionStatus, string> = {
  draft: "Draft",
  "pending-approval": "Pending approval",
  open: "Open",
  "on-hold": "On hold",
  filled: "Filled",
  cancelled: "Cancelled",
};
