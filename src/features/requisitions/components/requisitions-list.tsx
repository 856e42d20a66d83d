import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { ClipboardList, Plus, Search } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { NEW_REQUISITION_PATH, REQUISITIONS_PATH, requisitionPath } from "@/lib/employer-routes";
import { STATUS_LABELS } from "../messages";
import { LIST_FILTERS, REQUISITION_LIMITS, requisitionLabel, type ListFilter, type ListSort, type RequisitionListQuery } from "../schemas";
import type { RequisitionListResult } from "../types";
import { formatDay } from "./format";
import { RequisitionStatusBadge } from "./requisition-status-badge";

/*
 * /talent/requisitions (decision 045): the company's requisitions, server-rendered. The status
 * filter is a row of links with counts ("Waiting for my approval" among them), search and sort a
 * plain GET form, pages plain links. Every link to /talent/requisitions is a plain anchor (spec 2.7).
 */
const FILTER_LABELS: Record<ListFilter, string> = { all: "All", ...STATUS_LABELS, "awaiting-me": "Waiting for my approval" };
const SORT_LABELS: Record<ListSort, string> = { updated: "Last changed", newest: "Newest first", number: "Number", title: "Title (A to Z)", "target-start": "Target start" };

export function requisitionsHref(query: Partial<RequisitionListQuery>, company?: string): string {
  const params = new URLSearchParams();
  if (company) params.set("company", company);
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.sort && query.sort !== "updated") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `${REQUISITIONS_PATH}?${qs}` : REQUISITIONS_PATH;
}

export function RequisitionsList({ result, query, company, canEdit }: { result: RequisitionListResult; query: RequisitionListQuery; company?: string; canEdit: boolean }) {
  const newHref = company ? `${NEW_REQUISITION_PATH}?company=${encodeURIComponent(company)}` : NEW_REQUISITION_PATH;
  const createButton = canEdit ? (
    <a href={newHref} className={buttonClasses("primary")}>
      <Plus aria-hidden="true" /> Create a requisition
    </a>
  ) : null;
  if (result.counts.all === 0 && !query.q) {
    return (
      <EmptyState icon={<ClipboardList />} title="No requisitions yet" action={createButton ?? undefined}>
        {canEdit
          ? "A requisition is your approved need to hire: its openings, hiring team, salary band and approvers. Create one, get it approved, then link the postings that fill it."
          : "When your team creates requisitions, they are listed here."}
      </EmptyState>
    );
  }
  const shown = LIST_FILTERS.filter((f) => f === "all" || f === "awaiting-me" || result.counts[f] > 0 || f === query.status);
  return (
    <section aria-labelledby="requisitions-heading" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="requisitions-heading" className="text-lg font-semibold">
          {result.total.toLocaleString("en-US")} {result.total === 1 ? "requisition" : "requisitions"}
          {query.status !== "all" ? ` · ${FILTER_LABELS[query.status]}` : ""}
        </h2>
        {createButton}
      </div>
      <nav aria-label="Requisitions by status">
        <ul className="flex flex-wrap gap-2">
          {shown.map((f) => (
            <li key={f}>
              <a
                href={requisitionsHref({ ...query, status: f, page: 1 }, company)}
                aria-current={query.status === f ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm no-underline",
                  query.status === f ? "border-primary bg-primary text-primary-foreground" : "border-border bg-card text-foreground hover:bg-muted",
                )}
              >
                {FILTER_LABELS[f]} <span className="font-semibold">{result.counts[f].toLocaleString("en-US")}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={REQUISITIONS_PATH} role="search" aria-label="Requisitions" className="grid gap-4 rounded-card border border-border bg-card p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
        {company ? <input type="hidden" name="company" value={company} /> : null}
        {query.status !== "all" ? <input type="hidden" name="status" value={query.status} /> : null}
        <Field label="Search">
          <Input type="search" name="q" defaultValue={query.q} maxLength={REQUISITION_LIMITS.q} placeholder="Title, department, location or REQ-12" />
        </Field>
        <Field label="Sort by">
          <NativeSelect name="sort" defaultValue={query.sort}>
            {(Object.keys(SORT_LABELS) as ListSort[]).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> Search
        </Button>
      </form>
      {result.items.length ? (
        <Table label="Requisitions">
          <TableHeader>
            <TableRow>
              <TableHead>Requisition</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden sm:table-cell">Filled</TableHead>
              <TableHead className="hidden md:table-cell">Department</TableHead>
              <TableHead className="hidden lg:table-cell">Target start</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.items.map((r) => (
              <TableRow key={r.id} data-testid="requisition-row">
                <TableCell>
                  <a href={requisitionPath(r.id)} className="font-medium">
                    {requisitionLabel(r.number)} {r.title}
                  </a>
                  <div className="text-xs text-muted-foreground">
                    {[r.location, r.ownerName ? `Owner: ${r.ownerName}` : ""].filter(Boolean).join(" · ")}
                  </div>
                  {r.awaitingMe ? <div className="text-xs font-semibold text-warning-soft-foreground">Waiting for your approval</div> : null}
                  {!r.awaitingMe && r.nextApproverName ? <div className="text-xs text-muted-foreground">Waiting for {r.nextApproverName}</div> : null}
                </TableCell>
                <TableCell>
                  <RequisitionStatusBadge status={r.status} />
                  <div className="mt-1 text-xs text-muted-foreground sm:hidden">
                    {r.filledCount} of {r.openings} filled
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {r.filledCount} of {r.openings}
                </TableCell>
                <TableCell className="hidden md:table-cell">{r.department || "—"}</TableCell>
                <TableCell className="hidden lg:table-cell">{formatDay(r.targetStartDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <EmptyState
          title="No requisitions match"
          action={
            <a href={requisitionsHref({}, company)} className={buttonClasses("outline")}>
              Show all requisitions
            </a>
          }
        >
          {result.page > result.pageCount ? "There is no such page of requisitions." : "Try other words or another status."}
        </EmptyState>
      )}
      {result.pageCount > 1 ? (
        <nav aria-label="Requisitions pages" className="flex items-center justify-between gap-3 text-sm">
          {result.page > 1 ? (
            <a href={requisitionsHref({ ...query, page: result.page - 1 }, company)} rel="prev" className={buttonClasses("outline", "sm")}>
              Previous
            </a>
          ) : (
            <span />
          )}
          <span>
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <a href={requisitionsHref({ ...query, page: result.page + 1 }, company)} rel="next" className={buttonClasses("outline", "sm")}>
              Next
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
