import type { PostingStatus } from "@/db/schema/employers";

/* A posting's status as the dashboard names it, and its badge's tone (the text says it; colour only helps). */
export const POSTING_STATUS: Record<PostingStatus, { label: string; tone: "success" | "warning" | "neutral" | "outline" }> = {
  published: { label: "Published", tone: "success" },
  paused: { label: "Paused", tone: "warning" },
  closed: { label: "Closed", tone: "neutral" },
  draft: { label: "Draft", tone: "outline" },
};
