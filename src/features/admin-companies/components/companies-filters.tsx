import Link from "next/link";
import { ADMIN_COMPANIES_PATH } from "@/lib/admin-routes";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { ADMIN_COMPANY_LIMITS, type AdminCompaniesQuery } from "../schemas";

function YesNo({ name, label, value, yes, no }: { name: string; label: string; value: string; yes: string; no: string }) {
  return (
    <Field label={label}>
      <NativeSelect name={name} defaultValue={value}>
        <option value="">Any</option>
        <option value="yes">{yes}</option>
        <option value="no">{no}</option>
      </NativeSelect>
    </Field>
  );
}

/*
 * The list's search and filters: a GET form (works without script), the sort kept in hidden fields,
 * any change starting again at page 1.
 */
export function CompaniesFilters({ query, categories }: { query: AdminCompaniesQuery; categories: { id: string; name: string }[] }) {
  const filtered = Boolean(query.q || query.verified || query.featured || query.claimed || query.category);
  return (
    <form role="search" aria-label="Search companies" action={ADMIN_COMPANIES_PATH} className="flex min-w-0 flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <Field label="Search by name, address or domain" className="sm:col-span-2">
          <Input type="search" name="q" defaultValue={query.q} maxLength={ADMIN_COMPANY_LIMITS.query} />
        </Field>
        <YesNo name="verified" label="Verified" value={query.verified} yes="Verified" no="Not verified" />
        <YesNo name="featured" label="Featured" value={query.featured} yes="Featured" no="Not featured" />
        <YesNo name="claimed" label="Claimed by an employer" value={query.claimed} yes="Claimed" no="Not claimed" />
        <Field label="Industry">
          <NativeSelect name="category" defaultValue={query.category}>
            <option value="">Any</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {query.sort !== "name" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.sort !== "name" || query.dir !== "asc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link href={ADMIN_COMPANIES_PATH}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
