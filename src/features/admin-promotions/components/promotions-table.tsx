import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { jobDetailPath } from "@/lib/job-routes";
import { formatDay } from "../format";
import { promotedJobsPath, type PromotionsListParams } from "../paths";
import type { PromotionSort } from "../schemas";
import type { PromotionRow } from "../types";
import { PromotionActions } from "./promotion-actions";

const STATUS_TONE = { active: "success", scheduled: "primary", ended: "neutral", cancelled: "neutral" } as const;
const STATUS_LABEL = { active: "Active", scheduled: "Scheduled", ended: "Ended", cancelled: "Cancelled" } as const;

/** The promotions, sorted by the column headers (links: the server sorts). */
export function PromotionsTable({ rows, params }: { rows: PromotionRow[]; params: Required<Pick<PromotionsListParams, "sort" | "dir">> & PromotionsListParams }) {
  const sortHeader = (key: PromotionSort, label: string) => {
    const current = params.sort === key ? params.dir : null;
    const next = current === "desc" ? "asc" : "desc";
    return (
      <TableSortHeader direction={current} href={promotedJobsPath({ ...params, sort: key, dir: next, page: 1 })}>
        {label}
      </TableSortHeader>
    );
  };
  return (
    <Table label="Promotions">
      <TableHeader>
        <TableRow>
          {sortHeader("title", "Job")}
          <TableHead>Status</TableHead>
          {sortHeader("starts", "Starts")}
          {sortHeader("ends", "Ends")}
          {sortHeader("boost", "Boost")}
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="min-w-48 max-w-sm">
              <Link href={jobDetailPath(p.jobId)} className="font-medium [overflow-wrap:anywhere]">
                {p.jobTitle}
              </Link>
              <div className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {p.companyName}
                {p.jobStatus !== "open" ? ` · job ${p.jobStatus}` : ""}
              </div>
            </TableCell>
            <TableCell>
              <Badge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(p.startDate)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDay(p.endDate)}</TableCell>
            <TableCell>{p.boost}</TableCell>
            <TableCell>
              <PromotionActions promotion={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
