import type { RequisitionStatus } from "@/db/schema/requisitions";
import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS } from "../messages";

const TONES: Record<RequisitionStatus, "neutral" | "primary" | "success" | "warning" | "danger" | "outline"> = {
  draft: "neutral",
  "pending-approval": "warning",
  open: "primary",
  "on-hold": "outline",
  filled: "success",
  cancelled: "danger",
};

/** A requisition's status as a badge (the text says it; colour only helps). */
export function RequisitionStatusBadge({ status }: { status: RequisitionStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
