import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { FilterActions, SelectField } from "@/components/ui/filters";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { listSkillsAdmin, skillCategoryOptions } from "@/features/admin-taxonomies/server/skill-queries";
import { adminSkillsPath, TAXONOMY_API } from "@/features/admin-taxonomies/paths";
import { ALIAS_MAX, firstValues, NAME_MAX, QUERY_MAX, SLUG_MAX, skillsQuerySchema, type SkillsQuery } from "@/features/admin-taxonomies/schemas";
import { TaxonomyFormDialog, type FormFieldSpec } from "@/features/admin-taxonomies/components/taxonomy-form-dialog";
import { ConfirmActionButton } from "@/features/admin-taxonomies/components/confirm-action-button";

export const metadata: Metadata = { title: "Skills" };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

const SKILL_STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "active", label: "In use" },
  { value: "retired", label: "Retired" },
  { value: "edited", label: "Edited here" },
];

export default async function AdminSkillsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = skillsQuerySchema.parse(firstValues(await searchParams));
  await requirePagePermission("admin", adminSkillsPath(query));
  const result = await listSkillsAdmin(getDb(), query);
  const categories = skillCategoryOptions();
  const categoryName = new Map(categories.map((c) => [c.value, c.label]));
  const common: FormFieldSpec[] = [
    { name: "name", label: "Name", kind: "text", maxLength: NAME_MAX, required: true },
    { name: "category", label: "Category", kind: "select", options: categories, required: true },
    { name: "aliases", label: "Aliases", kind: "textarea", maxLength: 30 * (ALIAS_MAX + 2), hint: "Other names people write for this skill, separated by commas." },
  ];
  const createFields: FormFieldSpec[] = [common[0]!, { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX, hint: "Made from the name when empty. Profiles and postings store it, so it cannot change later." }, ...common.slice(1)];
  const sortHref = (sort: SkillsQuery["sort"]) => adminSkillsPath({ ...query, sort, dir: query.sort === sort && query.dir === "asc" ? "desc" : "asc", page: 1 });
  const dirOf = (sort: SkillsQuery["sort"]) => (query.sort === sort ? query.dir : null);
  const first = (result.page - 1) * result.pageSize + 1;
  const filtered = Boolean(query.q || query.category || query.status !== "all");

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1>Skills</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            The skills vocabulary candidates and postings pick from. The shipped list is loaded at every start; a skill edited here is kept as edited. A retired skill no longer shows in
            pickers, and profiles that have it keep its name.
          </p>
        </div>
        <TaxonomyFormDialog
          triggerLabel="New skill"
          triggerVariant="primary"
          triggerSize="md"
          title="New skill"
          fields={createFields}
          initial={{ name: "", slug: "", category: categories[0]?.value ?? "", aliases: "" }}
          method="post"
          path={TAXONOMY_API.skills}
          submitLabel="Create"
          doneMessage="Skill created."
        />
      </header>
      <form role="search" action={adminSkillsPath()} className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <Field id="skills-q" label="Search names and aliases" className="flex-1 md:max-w-sm">
          <Input name="q" type="search" defaultValue={query.q} maxLength={QUERY_MAX} />
        </Field>
        <SelectField id="skills-category" name="category" label="Category" value={query.category} options={[{ value: "", label: "All categories" }, ...categories]} />
        <SelectField id="skills-status" name="status" label="Status" value={query.status} options={SKILL_STATUS_OPTIONS} />
        <FilterActions resetHref={filtered ? adminSkillsPath() : null} />
      </form>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
        {result.total === 0
          ? filtered
            ? "No skills match these filters."
            : "No skills yet: add one with “New skill”."
          : `Showing ${first}–${first + result.rows.length - 1} of ${result.total.toLocaleString("en-US")} skill${result.total === 1 ? "" : "s"}.`}
      </p>
      {result.rows.length ? (
        <Table label="Skills">
          <caption className="sr-only">Skills</caption>
          <TableHeader>
            <TableRow>
              <TableSortHeader href={sortHref("name")} direction={dirOf("name")}>
                Skill
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
            {result.rows.map((r) => {
              const status = (
                <span className="flex flex-wrap gap-1">
                  {r.retiredAt ? <Badge tone="neutral">Retired</Badge> : <Badge tone="success">In use</Badge>}
                  {r.editedAt ? <Badge tone="primary">Edited here</Badge> : null}
                </span>
              );
              return (
                <TableRow key={r.id} className="align-middle">
                  <TableCell className="min-w-0">
                    <p className="font-medium [overflow-wrap:anywhere]">{r.name}</p>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{r.slug}</p>
                    {r.aliases.length ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">Also: {r.aliases.join(", ")}</p> : null}
                    <p className="text-xs text-muted-foreground md:hidden">{categoryName.get(r.category) ?? r.category}</p>
                    <div className="mt-1 sm:hidden">{status}</div>
                  </TableCell>
                  <TableCell className="hidden md:table-cell [overflow-wrap:anywhere]">{categoryName.get(r.category) ?? r.category}</TableCell>
                  <TableCell className="hidden sm:table-cell">{status}</TableCell>
                  <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                    <time dateTime={r.updatedAt.toISOString()}>{dateFormat.format(r.updatedAt)}</time>
                  </TableCell>
                  <TableCell className="text-right sm:w-px sm:whitespace-nowrap">
                    <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
                      <TaxonomyFormDialog
                        triggerLabel="Edit"
                        triggerAriaLabel={`Edit ${r.name}`}
                        title={`Edit ${r.name}`}
                        description={`Slug ${r.slug} stays as it is.`}
                        fields={common}
                        initial={{ name: r.name, category: r.category, aliases: r.aliases.join(", ") }}
                        method="patch"
                        path={TAXONOMY_API.skill(r.id)}
                        submitLabel="Save"
                        doneMessage="Skill saved."
                      />
                      <ConfirmActionButton
                        label={r.retiredAt ? "Unretire" : "Retire"}
                        ariaLabel={`${r.retiredAt ? "Unretire" : "Retire"} ${r.name}`}
                        title={`${r.retiredAt ? "Unretire" : "Retire"} ${r.name}?`}
                        description={r.retiredAt ? "The skill shows in pickers and search again." : "The skill leaves pickers and matching; profiles and postings that have it keep its name."}
                        confirmLabel={r.retiredAt ? "Unretire" : "Retire"}
                        method="put"
                        path={TAXONOMY_API.skillRetired(r.id)}
                        body={{ retired: !r.retiredAt }}
                        doneMessage={r.retiredAt ? "Skill unretired." : "Skill retired."}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      <Pagination page={result.page} pageCount={result.pageCount} label="Skills pages" hrefOf={(p) => adminSkillsPath({ ...query, page: p })} />
    </div>
  );
}
