import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { FilterActions, SelectField } from "@/components/ui/filters";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { listJobCategoryOptions, listJobRoles } from "@/features/admin-taxonomies/server/queries";
import { adminJobRolesPath, TAXONOMY_API } from "@/features/admin-taxonomies/paths";
import { ALIAS_MAX, DESCRIPTION_MAX, firstValues, jobRolesQuerySchema, NAME_MAX, QUERY_MAX, SLUG_MAX, type JobRolesQuery } from "@/features/admin-taxonomies/schemas";
import type { Option } from "@/features/admin-taxonomies/types";
import { TaxonomyFormDialog, type FormFieldSpec } from "@/features/admin-taxonomies/components/taxonomy-form-dialog";
import { ConfirmActionButton } from "@/features/admin-taxonomies/components/confirm-action-button";

export const metadata: Metadata = { title: "Job roles" };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

const ROLE_STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
];

export default async function AdminJobRolesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = jobRolesQuerySchema.parse(firstValues(await searchParams));
  await requirePagePermission("admin", adminJobRolesPath(query));
  const db = getDb();
  const [result, cats] = await Promise.all([listJobRoles(db, query), listJobCategoryOptions(db)]);
  const categoryOptions: Option[] = cats.map((c) => ({ value: c.id, label: c.name }));
  const subsBy = Object.fromEntries(cats.map((c) => [c.id, c.subcategories]));
  const fields: FormFieldSpec[] = [
    { name: "title", label: "Title", kind: "text", maxLength: NAME_MAX, required: true },
    { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX, hint: "Made from the title when empty." },
    { name: "categoryId", label: "Category", kind: "select", options: categoryOptions, emptyLabel: "No category" },
    { name: "subcategoryId", label: "Subcategory", kind: "subselect", dependsOn: "categoryId", optionsBy: subsBy, emptyLabel: "No subcategory" },
    { name: "aliases", label: "Aliases", kind: "textarea", maxLength: 30 * (ALIAS_MAX + 2), hint: "Other titles for this role, separated by commas." },
    { name: "description", label: "Description", kind: "textarea", maxLength: DESCRIPTION_MAX },
    { name: "active", label: "Active", kind: "checkbox" },
  ];
  const sortHref = (sort: JobRolesQuery["sort"]) => adminJobRolesPath({ ...query, sort, dir: query.sort === sort && query.dir === "asc" ? "desc" : "asc", page: 1 });
  const dirOf = (sort: JobRolesQuery["sort"]) => (query.sort === sort ? query.dir : null);
  const first = (result.page - 1) * result.pageSize + 1;
  const filtered = Boolean(query.q || query.category || query.status !== "all");

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1>Job roles</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">The curated occupation titles, each in a job category, with the other titles it goes by. A deactivated role stays on file.</p>
        </div>
        <TaxonomyFormDialog
          triggerLabel="New job role"
          triggerVariant="primary"
          triggerSize="md"
          title="New job role"
          fields={fields}
          initial={{ title: "", slug: "", categoryId: "", subcategoryId: "", aliases: "", description: "", active: true }}
          method="post"
          path={TAXONOMY_API.jobRoles}
          submitLabel="Create"
          doneMessage="Job role created."
        />
      </header>
      <form role="search" action={adminJobRolesPath()} className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <Field id="roles-q" label="Search titles and aliases" className="flex-1 md:max-w-sm">
          <Input name="q" type="search" defaultValue={query.q} maxLength={QUERY_MAX} />
        </Field>
        <SelectField
          id="roles-category"
          name="category"
          label="Category"
          value={query.category}
          options={[{ value: "", label: "All categories" }, { value: "none", label: "No category" }, ...cats.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        <SelectField id="roles-status" name="status" label="Status" value={query.status} options={ROLE_STATUS_OPTIONS} />
        <FilterActions resetHref={filtered ? adminJobRolesPath() : null} />
      </form>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
        {result.total === 0
          ? filtered
            ? "No job roles match these filters."
            : "No job roles yet: add one with “New job role”."
          : `Showing ${first}–${first + result.rows.length - 1} of ${result.total} job role${result.total === 1 ? "" : "s"}.`}
      </p>
      {result.rows.length ? (
        <Table label="Job roles">
          <caption className="sr-only">Job roles</caption>
          <TableHeader>
            <TableRow>
              <TableSortHeader href={sortHref("title")} direction={dirOf("title")}>
                Title
              </TableSortHeader>
              <TableSortHeader href={sortHref("category")} direction={dirOf("category")} className="hidden md:table-cell">
                Category
              </TableSortHeader>
              <TableHead className="hidden sm:table-cell">Status</TableHead>
              <TableSortHeader href={sortHref("updated")} direction={dirOf("updated")} className="hidden lg:table-cell">
                Updated
              </TableSortHeader>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.rows.map((r) => (
              <TableRow key={r.id} className="align-middle">
                <TableCell className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">{r.title}</p>
                  {r.aliases.length ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">Also: {r.aliases.join(", ")}</p> : null}
                  <p className="text-xs text-muted-foreground md:hidden [overflow-wrap:anywhere]">{[r.categoryName, r.subcategoryName].filter(Boolean).join(" › ") || "No category"}</p>
                  {!r.active ? (
                    <p className="mt-1 sm:hidden">
                      <Badge tone="neutral">Inactive</Badge>
                    </p>
                  ) : null}
                </TableCell>
                <TableCell className="hidden md:table-cell [overflow-wrap:anywhere]">
                  {r.categoryName ?? <span className="text-muted-foreground">None</span>}
                  {r.subcategoryName ? <span className="block text-sm text-muted-foreground">{r.subcategoryName}</span> : null}
                </TableCell>
                <TableCell className="hidden sm:table-cell">{r.active ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Inactive</Badge>}</TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                  <time dateTime={r.updatedAt.toISOString()}>{dateFormat.format(r.updatedAt)}</time>
                </TableCell>
                <TableCell className="text-right sm:w-px sm:whitespace-nowrap">
                  <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
                    <TaxonomyFormDialog
                      triggerLabel="Edit"
                      triggerAriaLabel={`Edit ${r.title}`}
                      title={`Edit ${r.title}`}
                      fields={fields}
                      initial={{ title: r.title, slug: r.slug, categoryId: r.categoryId ?? "", subcategoryId: r.subcategoryId ?? "", aliases: r.aliases.join(", "), description: r.description, active: r.active }}
                      method="patch"
                      path={TAXONOMY_API.jobRole(r.id)}
                      submitLabel="Save"
                      doneMessage="Job role saved."
                    />
                    <ConfirmActionButton
                      label={r.active ? "Deactivate" : "Reactivate"}
                      ariaLabel={`${r.active ? "Deactivate" : "Reactivate"} ${r.title}`}
                      title={`${r.active ? "Deactivate" : "Reactivate"} ${r.title}?`}
                      description={r.active ? "The role stays on file and can be reactivated at any time." : "The role becomes available again."}
                      confirmLabel={r.active ? "Deactivate" : "Reactivate"}
                      method="put"
                      path={TAXONOMY_API.jobRoleActive(r.id)}
                      body={{ active: !r.active }}
                      doneMessage={r.active ? "Job role deactivated." : "Job role reactivated."}
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Job roles pages" hrefOf={(p) => adminJobRolesPath({ ...query, page: p })} />
    </div>
  );
}
