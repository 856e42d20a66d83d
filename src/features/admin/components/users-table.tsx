import type { AdminUserRow } from "../server/queries";
import { formatDateUtc } from "../format";
import { ResetMfaButton } from "./reset-mfa-button";

function TwoFactorBadge({ on }: { on: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${on ? "bg-success-50 text-success-700 ring-green-200" : "bg-slate-100 text-slate-700 ring-slate-200"}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${on ? "bg-success-700" : "bg-slate-500"}`} />
      {on ? "On" : "Off"}
    </span>
  );
}

/** Users of one page; "Reset MFA" only where it can do something and the mfa-reset flag is on. */
export function UsersTable({ users, canResetMfa, currentUserId }: { users: AdminUserRow[]; canResetMfa: boolean; currentUserId: string }) {
  const showReset = (u: AdminUserRow) => canResetMfa && u.twoFactorEnabled && u.id !== currentUserId;
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4">
              User
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 md:table-cell">
              Roles
            </th>
            <th scope="col" className="hidden whitespace-nowrap px-3 py-3 sm:table-cell sm:px-4">
              2FA
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 sm:table-cell">
              Created
            </th>
            <th scope="col" className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((u) => (
            <tr key={u.id} className="align-middle">
              <td className="px-3 py-3 sm:px-4">
                <p className="font-medium text-slate-900">
                  {u.name}
                  {u.id === currentUserId ? <span className="ml-2 text-xs font-normal text-slate-500">(you)</span> : null}
                </p>
                <p className="break-all text-slate-600">{u.email}</p>
                <p className="mt-1 text-xs text-slate-500 md:hidden">{u.roles.length ? u.roles.join(", ") : "Candidate"}</p>
                <p className="mt-0.5 text-xs text-slate-500 sm:hidden">
                  Created <time dateTime={u.createdAt.toISOString()}>{formatDateUtc(u.createdAt)}</time>
                </p>
                {/* Phones: one column, so the state and the action sit under the person. */}
                <div className="mt-2 flex items-center justify-between gap-3 sm:hidden">
                  <span className="flex items-center gap-2 text-xs text-slate-600">
                    2FA <TwoFactorBadge on={u.twoFactorEnabled} />
                  </span>
                  {showReset(u) ? <ResetMfaButton user={{ id: u.id, name: u.name, email: u.email }} /> : null}
                </div>
              </td>
              <td className="hidden px-3 py-3 sm:px-4 md:table-cell">
                {u.roles.length ? (
                  <ul className="flex flex-wrap gap-1">
                    {u.roles.map((r) => (
                      <li key={r} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                        {r}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-500">Candidate</span>
                )}
              </td>
              <td className="hidden px-3 py-3 sm:table-cell sm:px-4">
                <TwoFactorBadge on={u.twoFactorEnabled} />
              </td>
              <td className="hidden whitespace-nowrap px-3 py-3 sm:px-4 text-slate-700 sm:table-cell">
                <time dateTime={u.createdAt.toISOString()}>{formatDateUtc(u.createdAt)}</time>
              </td>
              <td className="hidden whitespace-nowrap px-3 py-3 text-right sm:table-cell sm:px-4">
                {showReset(u) ? <ResetMfaButton user={{ id: u.id, name: u.name, email: u.email }} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
