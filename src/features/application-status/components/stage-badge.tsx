import type { ApplicationStage } from "@/db/schema/applications";
import { Badge } from "@/components/ui/badge";
import { APPLICATION_STAGE_LABELS } from "@/features/applications/types";

const TONES: Record<ApplicationStage, "neutral" | "primary" | "success" | "warning" | "outline"> = {
  draft: "warning",
  applied: "primary",
  viewed: "primary",
  "in-review": "primary",
  interviewing: "primary",
  offer: "success",
  hired: "success",
  "not-selected": "neutral",
  withdrawn: "outline",
};

/** An application's stage as a badge; the words say it, the colour only repeats them. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <Badge tone={TONES[stage]}>{APPLICATION_STAGE_LABELS[stage]}</Badge>;
}
