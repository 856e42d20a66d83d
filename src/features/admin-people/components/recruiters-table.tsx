import Link from "next/link";
import { adminCompanyPath } from "@/lib/admin-routes";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminUserDetailPath } from "../paths";
import type { RecruiterRow } from "../types";

const MEMBER_ROLE_LABELS: Record<string, string> = { owner: "Owner", "hiring-manager": "Hiring manager", recruiter: "Recruiter", interviewer: "Interviewer" };

export function memberRoleLabel(role: string): string {
  return MEMBER_ROLE_LABELS[role] ?? role;
}

/** Recruiters and the companies they serve (their membership role at each). */
export function RecruitersTable({ recruiters }: { recruiters: RecruiterRow[] }) {
  return (
    <Table label="Recruiters">
      <TableHeader>
        <TableRow>
          <TableHead>Recruiter</TableHead>
          <TableHead className="hidden sm:table-cell">Companies</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {recruiters.map((r) => {
          const companies = r.companies.length ? (
            <ul className="flex flex-col gap-1">
              {r.companies.map((c) => (
                <li key={c.companyId} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <Link href={adminCompanyPath(c.companyId)} className="[overflow-wrap:anywhere]">
                    {c.companyName}
                  </Link>
                  <span className="text-xs text-muted-foreground">{memberRoleLabel(c.memberRole)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">No company yet</span>
          );
          return (
            <TableRow key={r.id}>
              <TableCell className="min-w-0 align-top">
                <p className="flex flex-wrap items-baseline gap-x-2 font-medium">
                  <Link href={adminUserDetailPath(r.id)} className="[overflow-wrap:anywhere]">
                    {r.name}
                  </Link>
                  {r.lockedAt ? <Badge tone="danger">Locked</Badge> : null}
                </p>
                <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{r.email}</p>
                <div className="mt-2 sm:hidden">{companies}</div>
              </TableCell>
              <TableCell className="hidden align-top sm:table-cell">{companies}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
