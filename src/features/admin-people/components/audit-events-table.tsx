import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { auditDataLines } from "../audit-data";
import { adminUserDetailPath } from "../paths";
import { formatDateTimeUtc } from "../format";
import type { AuditEventRow } from "../types";

/*
 * Audit events, newest first: when, what, who, on what, and the event's data as "key: value" lines
 * (secrets hidden: audit-data.ts). A user target links to that user's page.
 */
export function AuditEventsTable({ events, label }: { events: AuditEventRow[]; label: string }) {
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead className="hidden md:table-cell">Actor</TableHead>
          <TableHead className="hidden lg:table-cell">Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((e) => {
          const lines = auditDataLines(e.data);
          const actor = e.actor ? (
            <Link href={adminUserDetailPath(e.actor.id)} className="[overflow-wrap:anywhere]">
              {e.actor.email}
            </Link>
          ) : (
            <span className="text-muted-foreground">System or deleted user</span>
          );
          const details = lines.length ? (
            <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground">
              {lines.map((l, i) => (
                <li key={i} className="[overflow-wrap:anywhere]">
                  {l}
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-xs text-muted-foreground">No details</span>
          );
          return (
            <TableRow key={e.id}>
              <TableCell className="min-w-0 align-top">
                <p className="font-mono text-sm font-medium [overflow-wrap:anywhere]">{e.action}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={e.createdAt.toISOString()}>{formatDateTimeUtc(e.createdAt)}</time>
                </p>
                <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  {e.targetType}
                  {e.targetId ? (
                    <>
                      {" "}
                      {e.targetType === "user" ? <Link href={adminUserDetailPath(e.targetId)}>{e.targetId}</Link> : e.targetId}
                    </>
                  ) : null}
                </p>
                <div className="mt-1 text-sm md:hidden">By {actor}</div>
                <div className="mt-1 lg:hidden">{details}</div>
              </TableCell>
              <TableCell className="hidden align-top md:table-cell">{actor}</TableCell>
              <TableCell className="hidden max-w-md align-top lg:table-cell">{details}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
