import { Badge } from "@/components/ui/badge";
import { RUN_STATUS_LABELS } from "../format";

export function RunStatusBadge({ status }: { status: keyof typeof RUN_STATUS_LABELS | "queued" }) {
  const tone = status === "succeeded" ? "success" : status === "failed" ? "danger" : "primary";
  return <Badge tone={tone}>{status === "queued" ? "Queued" : RUN_STATUS_LABELS[status]}</Badge>;
}
