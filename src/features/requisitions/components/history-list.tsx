import { STATUS_LABELS } from "../messages";
import type { ActivityView } from "../types";
import { formatMoment } from "./format";
import type { RequisitionStatus } from "@/db/schema/requisitions";

/* A requisition's history as sentences (decision 045), newest first. */
function describe(a: ActivityView): string {
  const d = a.detail;
  const s = (k: string) => (typeof d[k] === "string" ? (d[k] as string) : "");
  const status = (k: string) => STATUS_LABELS[s(k) as RequisitionStatus] ?? s(k);
  switch (a.kind) {
    case "created":
      return "Created the requisition";
    case "edited":
      return "Edited the details";
    case "submitted":
      return "Submitted it";
    case "approved":
      return s("comment") ? `Approved: “${s("comment")}”` : "Approved";
    case "rejected":
      return `Rejected: “${s("comment")}”`;
    case "status":
      return `Status ${status("from")} → ${status("to")}${s("reason") ? ` (${s("reason")})` : ""}`;
    case "linked":
      return `Linked the posting ${s("title") || "(untitled)"}`;
    case "unlinked":
      return `Unlinked the posting ${s("title") || "(untitled)"}`;
    case "hire":
      return `Recorded the hire of ${s("name")}`;
    case "hire-removed":
      return `Removed the hire of ${s("name")}`;
  }
}

export function HistoryList({ activity }: { activity: ActivityView[] }) {
  if (!activity.length) return <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>;
  return (
    <ol className="flex flex-col gap-3" data-testid="requisition-history">
      {activity.map((a) => (
        <li key={a.id} className="flex flex-col border-l-2 border-border pl-3 text-sm">
          <span>
            <span className="font-medium">{a.actorName ?? "Someone"}</span> · {describe(a)}
          </span>
          <span className="text-xs text-muted-foreground">{formatMoment(a.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
}
