import Link from "next/link";
import { ADMIN_USERS_PATH } from "@/lib/routes";
import { ROLES } from "@/lib/auth/roles";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SEARCH_MAX, type UsersQuery } from "../schemas";

const STATUS_LABELS = { any: "Any status", locked: "Locked", unconfirmed: "Email not confirmed", "2fa-on": "Two-factor on", "2fa-off": "Two-factor off" } as const;

/*
 * The users list's GET form (works without script): search, role, status. The sort stays as it is
 * (hidden fields); a new search starts at page 1.
 */
export function UsersFilterForm({ query }: { query: UsersQuery }) {
  const filtered = Boolean(query.q) || query.role !== "any" || query.status !== "any";
  return (
    <form role="search" aria-label="Filter users" action={ADMIN_USERS_PATH} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="users-q">Search by name or email</Label>
        <Input id="users-q" name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="users-role">Role</Label>
        <NativeSelect id="users-role" name="role" defaultValue={query.role}>
          <option value="any">Any role</option>
          <option value="candidate">Candidate (no role)</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="users-status">Status</Label>
        <NativeSelect id="users-status" name="status" defaultValue={query.status}>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {query.sort !== "created" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <input type="hidden" name="dir" value={query.dir} />
      <div className="flex gap-2">
        <Button type="submit">Search</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link href={ADMIN_USERS_PATH}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
