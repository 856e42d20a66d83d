import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { describeSegment, formatCount, formatDateTimeUtc, formatRate } from "../format";
import type { BroadcastStatus, BroadcastsPage } from "../types";

const STATUS: Record<BroadcastStatus, { label: string; tone: "neutral" | "primary" | "success" | "danger" }> = {
  queued: { label: "Queued", tone: "neutral" },
  sending: { label: "Sending", tone: "primary" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
};

/** Past broadcasts, newest first, with delivery (notifications made), email and opens as counts and rates of the recipients. */
export function BroadcastList({
  page,
  hrefOf,
  categoryName,
}: {
  page: BroadcastsPage;
  hrefOf: (page: number) => string;
  categoryName: Record<string, string>;
}) {
  if (page.total === 0) {
    return (
      <EmptyState title="No notifications sent yet" headingLevel={3}>
        Compose one above, preview who it reaches, and send it: its delivery and opens show here.
      </EmptyState>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Table label="Sent notifications">
        <TableHeader>
          <TableRow>
            <TableHead>Notification</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Recipients</TableHead>
            <TableHead className="text-right">Delivered</TableHead>
            <TableHead className="text-right">Emailed</TableHead>
            <TableHead className="text-right">Read</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.items.map((b) => (
            <TableRow key={b.id}>
              <TableCell className="min-w-48 max-w-md [overflow-wrap:anywhere]">
                <p className="font-medium">{b.title}</p>
                <p className="text-xs text-muted-foreground">
                  {describeSegment(b.segment, (slug) => categoryName[slug])}
                  {b.email ? " · also by email" : " · in Upstep only"}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDateTimeUtc(b.createdAt)}
                  {b.createdBy ? ` by ${b.createdBy}` : ""}
                </p>
                {b.error && b.status !== "sent" ? <p className="text-xs text-danger-700">Last error: {b.error}</p> : null}
              </TableCell>
              <TableCell>
                <Badge tone={STATUS[b.status].tone}>{STATUS[b.status].label}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(b.recipients)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatRate(b.delivered, b.recipients)}</TableCell>
              <TableCell className="text-right tabular-nums">{b.email ? formatRate(b.emailed, b.delivered) : "—"}</TableCell>
              <TableCell className="text-right tabular-nums">{formatRate(b.read, b.delivered)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        Delivered: notifications made. Emailed: mails sent (people who said yes to product news). Read: opened in Upstep. Rates are of those delivered.
      </p>
      <Pagination page={page.page} pageCount={page.pageCount} hrefOf={hrefOf} label="Sent notifications pages" />
    </div>
  );
}
