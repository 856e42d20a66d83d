import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { adminUserDetailPath, adminUsersListPath } from "../paths";
import { defaultDir, type UserSort, type UsersQuery } from "../schemas";
import { formatDateUtc } from "../format";
import type { AdminUserListRow } from "../types";
import { ResetMfaButton } from "@/features/admin/components/reset-mfa-button";

/** The badges that say what is special about an account (text, not only colour). */
export function UserStatusBadges({ user }: { user: Pick<AdminUserListRow, "lockedAt" | "emailVerified" | "twoFactorEnabled"> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.lockedAt ? <Badge tone="danger">Locked</Badge> : null}
      {user.emailVerified ? null : <Badge tone="warning">Email not confirmed</Badge>}
      <Badge tone={user.twoFactorEnabled ? "success" : "neutral"}>2FA {user.twoFactorEnabled ? "on" : "off"}</Badge>
    </span>
  );
}

/*
 * One page of users. Column headers sort (server side, by URL); each name links to the user's page.
 * Long names and emails wrap inside their cell; on phones it is one column.
 */
export function AdminUsersTable({ users, query, currentUserId, canResetMfa }: { users: AdminUserListRow[]; query: UsersQuery; currentUserId: string; canResetMfa: boolean }) {
  const showReset = (u: AdminUserListRow) => canResetMfa && u.twoFactorEnabled && u.id !== currentUserId;
  const sortHref = (sort: UserSort) => {
    const dir = query.sort === sort ? (query.dir === "asc" ? "desc" : "asc") : defaultDir(sort);
    return adminUsersListPath({ ...query, sort, dir, page: 1 });
  };
  const direction = (sort: UserSort) => (query.sort === sort ? query.dir : null);
  return (
    <Table label="Users">
      <TableHeader>
        <TableRow>
          <TableSortHeader href={sortHref("name")} direction={direction("name")}>
            Name
          </TableSortHeader>
          <TableSortHeader href={sortHref("email")} direction={direction("email")} className="hidden md:table-cell">
            Email
          </TableSortHeader>
          <TableHead className="hidden lg:table-cell">Roles</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableSortHeader href={sortHref("created")} direction={direction("created")} className="hidden sm:table-cell">
            Created
          </TableSortHeader>
          <TableSortHeader href={sortHref("last-active")} direction={direction("last-active")} className="hidden md:table-cell">
            Last active
          </TableSortHeader>
          <TableHead className="hidden text-right sm:table-cell">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id}>
            <TableCell className="min-w-0">
              <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 font-medium">
                <Link href={adminUserDetailPath(u.id)} className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">
                  {u.name}
                </Link>
                {u.id === currentUserId ? <span className="text-xs font-normal text-muted-foreground">(you)</span> : null}
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere] md:hidden">{u.email}</p>
              <p className="mt-1 text-xs text-muted-foreground lg:hidden">{u.roles.length ? u.roles.join(", ") : "Candidate"}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2 sm:hidden">
                <UserStatusBadges user={u} />
                {showReset(u) ? <ResetMfaButton user={{ id: u.id, name: u.name, email: u.email }} /> : null}
              </div>
            </TableCell>
            <TableCell className="hidden text-muted-foreground [overflow-wrap:anywhere] md:table-cell">{u.email}</TableCell>
            <TableCell className="hidden lg:table-cell">
              {u.roles.length ? (
                <ul className="flex flex-wrap gap-1">
                  {u.roles.map((r) => (
                    <li key={r}>
                      <Badge tone="primary">{r}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="whitespace-nowrap text-muted-foreground">Candidate</span>
              )}
            </TableCell>
            <TableCell className="hidden sm:table-cell">
              <UserStatusBadges user={u} />
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">
              <time dateTime={u.createdAt.toISOString()}>{formatDateUtc(u.createdAt)}</time>
            </TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground md:table-cell">
              {u.lastActiveAt ? <time dateTime={u.lastActiveAt.toISOString()}>{formatDateUtc(u.lastActiveAt)}</time> : "Never"}
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
