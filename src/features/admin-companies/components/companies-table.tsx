import Link from "next/link";
import { adminCompanyPath } from "@/lib/admin-routes";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { CompanyLogo } from "@/features/jobs/components/detail/company-logo";
import { formatDateUtc } from "../format";
import { adminCompaniesListPath } from "../paths";
import { defaultDir, type AdminCompaniesQuery, type AdminCompanySort } from "../schemas";
import type { AdminCompanyRow } from "../types";

function Flags({ c }: { c: AdminCompanyRow }) {
  if (!c.verified && !c.featured && !c.claimed) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Status">
      {c.verified ? (
        <li>
          <Badge tone="success">Verified</Badge>
        </li>
      ) : null}
      {c.featured ? (
        <li>
          <Badge tone="primary">Featured</Badge>
        </li>
      ) : null}
      {c.claimed ? (
        <li>
          <Badge tone="neutral">Claimed</Badge>
        </li>
      ) : null}
    </ul>
  );
}

/*
 * One page of companies. Sortable columns are links (the server sorts); on phones the counts and
 * badges sit under the name in one column, so the table never scrolls sideways.
 */
export function CompaniesTable({ rows, query }: { rows: AdminCompanyRow[]; query: AdminCompaniesQuery }) {
  const header = (sort: AdminCompanySort, label: string, className?: string) => {
    const active = query.sort === sort;
    const next = active ? (query.dir === "asc" ? "desc" : "asc") : defaultDir(sort);
    return (
      <TableSortHeader direction={active ? query.dir : null} href={adminCompaniesListPath({ ...query, sort, dir: next, page: 1 })} className={className}>
        {label}
      </TableSortHeader>
    );
  };
  return (
    <Table label="Companies">
      <caption className="sr-only">Companies</caption>
      <TableHeader>
        <TableRow>
          {header("name", "Company")}
          <TableHead className="hidden md:table-cell">Status</TableHead>
          {header("jobs", "Open jobs", "hidden text-right sm:table-cell")}
          {header("members", "Members", "hidden text-right sm:table-cell")}
          {header("created", "Created", "hidden lg:table-cell")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id} className="align-middle">
            <TableCell className="min-w-0">
              <div className="flex min-w-0 items-center gap-3">
                <CompanyLogo name={c.name} logoUrl={c.logoUrl} size="sm" />
                <div className="min-w-0">
                  <Link href={adminCompanyPath(c.id)} className="line-clamp-2 font-medium [overflow-wrap:anywhere]">
                    {c.name}
                  </Link>
                  <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    /companies/{c.slug}
                    {c.categoryName ? ` · ${c.categoryName}` : ""}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    {c.openJobs.toLocaleString("en-US")} open jobs · {c.members.toLocaleString("en-US")} members
                  </p>
                  <div className="mt-1 md:hidden">
                    <Flags c={c} />
                  </div>
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <Flags c={c} />
            </TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{c.openJobs.toLocaleString("en-US")}</TableCell>
            <TableCell className="hidden text-right tabular-nums sm:table-cell">{c.members.toLocaleString("en-US")}</TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
              <time dateTime={c.createdAt.toISOString()}>{formatDateUtc(c.createdAt)}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
