import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import type { AdminUserRow } from "../server/queries";
import { formatDateUtc } from "../format";
import { ResetMfaButton } from "./reset-mfa-button";

function TwoFactorBadge({ on }: { on: boolean }) {
  return (
    <Badge tone={on ? "success" : "neutral"}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", on ? "bg-success" : "bg-muted-foreground")} />
      {on ? "On" : "Off"}
    </Badge>
  );
}

/*
 * Users of one page; "Reset MFA" only where it can do something and the mfa-reset flag is on.
 * A name or email of any length wraps inside its cell (a name shows at most two lines), so the
 * table never grows wider than the page; on phones it is one column.
 */
export function UsersTable({ users, canResetMfa, currentUserId }: { users: AdminUserRow[]; canResetMfa: boolean; currentUserId: string }) {
  const showReset = (u: AdminUserRow) => canResetMfa && u.twoFactorEnabled && u.id !== currentUserId;
  return (
    <Table label="Users">
      <caption className="sr-only">Users</caption>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead className="hidden md:table-cell">Roles</TableHead>
          <TableHead className="hidden sm:table-cell">2FA</TableHead>
          <TableHead className="hidden sm:table-cell">Created</TableHead>
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id} className="align-middle">
            <TableCell className="min-w-0">
              <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 font-medium text-foreground">
                <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">{u.name}</span>
                {u.id === currentUserId ? <span className="text-xs font-normal text-muted-foreground">(you)</span> : null}
              </p>
              <p className="line-clamp-2 text-muted-foreground [overflow-wrap:anywhere]">{u.email}</p>
              <p className="mt-1 text-xs text-muted-foreground md:hidden">{u.roles.length ? u.roles.join(", ") : "Candidate"}</p>
              <p className="mt-0.5 text-xs text-muted-foreground sm:hidden">
                Created <time dateTime={u.createdAt.toISOString()}>{formatDateUtc(u.createdAt)}</time>
              </p>
              {/* Phones: one column, so the state and the action sit under the person. */}
              <div className="mt-2 flex items-center justify-between gap-3 sm:hidden">
                <span className="flex items-center gap-2 text-xs text-muted-foreground">
                  2FA <TwoFactorBadge on={u.twoFactorEnabled} />
                </span>
                {showReset(u) ? <ResetMfaButton user={{ id: u.id, name: u.name, email: u.email }} /> : null}
              </div>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {u.roles.length ? (
                <ul className="flex flex-wrap gap-1">
                  {u.roles.map((r) => (
                    <li key={r}>
                      <Badge tone="primary">{r}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">Candidate</span>
              )}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <TwoFactorBadge on={u.twoFactorEnabled} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <time dateTime={u.createdAt.toISOString()}>{formatDateUtc(u.createdAt)}</time>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-right sm:table-cell">
              {showReset(u) ? <ResetMfaButton user={{ id: u.id, name: u.name, email: u.email }} /> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
