import { Badge } from "@/components/ui/badge";
import type { PostingDisplayStatus } from "../schemas";

export const POSTING_STATUS_LABELS: Record<PostingDisplayStatus, string> = {
  draft: "Draft",
  published: "Published",
  paused: "Paused",
  closed: "Closed",
  expired: "Expired",
};

const TONES = { draft: "neutral", published: "success", paused: "warning", closed: "outline", expired: "danger" } as const;

/** A posting's status as a word (the colour only repeats it). */
export function PostingStatusBadge({ status }: { status: PostingDisplayStatus }) {
  return <Badge tone={TONES[status]}>{POSTING_STATUS_LABELS[status]}</Badge>;
}
