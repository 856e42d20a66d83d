import { ADMIN_USERS_PATH } from "@/lib/routes";
import { ROLES } from "@/lib/auth/roles";
import { Field } from "@/components/ui/field";
import { FilterActions, SelectField } from "@/components/ui/filters";
import { Input } from "@/components/ui/input";
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
      <Field id="users-q" label="Search by name or email" className="sm:col-span-2 lg:col-span-1">
        <Input name="q" type="search" defaultValue={query.q} maxLength={SEARCH_MAX} />
      </Field>
      <SelectField
        id="users-role"
        name="role"
        label="Role"
        value={query.role}
        options={[{ value: "any", label: "Any role" }, { value: "candidate", label: "Candidate (no role)" }, ...ROLES.map((r) => ({ value: r, label: r }))]}
      />
      <SelectField id="users-status" name="status" label="Status" value={query.status} options={Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }))} />
      {query.sort !== "created" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <input type="hidden" name="dir" value={query.dir} />
      <FilterActions submitLabel="Search" resetHref={filtered ? ADMIN_USERS_PATH : null} />
    </form>
  );
}
