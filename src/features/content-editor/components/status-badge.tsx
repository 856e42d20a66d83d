import { Badge } from "@/components/ui/badge";
import type { ContentStatus } from "@/db/schema/content";

const TONES = { draft: "neutral", scheduled: "warning", published: "success", unpublished: "outline" } as const;
const LABELS: Record<ContentStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" };

/** A post's or page's publishing status as a badge (its word says it; the colour only helps). */
export function StatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
