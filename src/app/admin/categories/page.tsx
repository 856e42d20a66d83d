import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_CATEGORY_TYPES_PATH } from "@/lib/admin-routes";
import { EmptyState } from "@/components/ui/empty-state";
import { Input, NativeSelect } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { FilterActions } from "@/components/ui/filters";
import { listCategoryTree, listCategoryTypes } from "@/features/admin-taxonomies/server/queries";
import { adminCategoriesPath, TAXONOMY_API } from "@/features/admin-taxonomies/paths";
import { categoriesQuerySchema, DESCRIPTION_MAX, firstValues, NAME_MAX, QUERY_MAX, SLUG_MAX } from "@/features/admin-taxonomies/schemas";
import type { CategoryNode, Option } from "@/features/admin-taxonomies/types";
import { TaxonomyFormDialog, type FormFieldSpec } from "@/features/admin-taxonomies/components/taxonomy-form-dialog";
import { ConfirmActionButton, MoveButtons } from "@/features/admin-taxonomies/components/confirm-action-button";

export const metadata: Metadata = { title: "Categories" };

function fields(parents: Option[]): FormFieldSpec[] {
  return [
    { name: "name", label: "Name", kind: "text", maxLength: NAME_MAX, required: true },
    { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX, hint: "In the browse URL. Made from the name when empty; a changed slug keeps its old URL redirecting." },
    { name: "parentId", label: "Parent", kind: "select", options: parents, emptyLabel: "None (top-level category)" },
    { name: "description", label: "Description", kind: "textarea", maxLength: DESCRIPTION_MAX },
    { name: "sortOrder", label: "Sort order", kind: "number", hint: "Lower numbers come first; ties by name." },
  ];
}

function usage(n: CategoryNode): string {
  const parts = [n.jobs ? `${n.jobs.toLocaleString("en-US")} ${n.jobs === 1 ? "job" : "jobs"}` : "", n.postings ? `${n.postings} ${n.postings === 1 ? "posting" : "postings"}` : "", n.companies ? `${n.companies} ${n.companies === 1 ? "company" : "companies"}` : ""].filter(Boolean);
  return parts.length ? parts.join(", ") : "Not in use";
}

function CategoryItem({ node, parents, index, count }: { node: CategoryNode; parents: Option[]; index: number; count: number }) {
  const inUse = node.jobs + node.postings + node.companies > 0;
  return (
    <div className="flex min-w-0 flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{node.name}</p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {node.browseHref ? <Link href={node.browseHref}>{node.browseHref}</Link> : node.slug} · {usage(node)}
          {node.children.length ? ` · ${node.children.length} ${node.children.length === 1 ? "subcategory" : "subcategories"}` : ""}
        </p>
        {node.description ? <p className="mt-1 line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{node.description}</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <MoveButtons path={TAXONOMY_API.categoryMove(node.id)} name={node.name} first={index === 0} last={index === count - 1} />
        <TaxonomyFormDialog
          triggerLabel="Edit"
          triggerAriaLabel={`Edit ${node.name}`}
          title={`Edit ${node.name}`}
          fields={fields(parents.filter((p) => p.value !== node.id))}
          initial={{ name: node.name, slug: node.slug, parentId: node.parentId ?? "", description: node.description ?? "", sortOrder: String(node.sortOrder) }}
          method="patch"
          path={TAXONOMY_API.category(node.id)}
          submitLabel="Save"
          doneMessage="Category saved."
        />
        {!inUse && node.children.length === 0 ? (
          <ConfirmActionButton
            label="Delete"
            ariaLabel={`Delete ${node.name}`}
            title={`Delete ${node.name}?`}
            description="Nothing is filed under this category. Deleting it cannot be undone, and its old browse URLs stop redirecting."
            confirmLabel="Delete"
            confirmVariant="danger"
            method="delete"
            path={TAXONOMY_API.category(node.id)}
            doneMessage="Category deleted."
          />
        ) : null}
      </div>
    </div>
  );
}

export default async function AdminCategoriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = categoriesQuerySchema.parse(firstValues(await searchParams));
  await requirePagePermission("admin", adminCategoriesPath(query));
  const db = getDb();
  const types = await listCategoryTypes(db);
  const type = types.find((t) => t.slug === query.type) ?? types.find((t) => t.slug === "jobs") ?? types[0];
  const tree = type ? await listCategoryTree(db, type.id, query.q) : [];
  const all = type && query.q ? await listCategoryTree(db, type.id) : tree;
  const parents: Option[] = all.map((n) => ({ value: n.id, label: n.name }));

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1>Categories</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            Categories and their subcategories, by type. Changes show in search filters and the browse pages at once; a renamed category&apos;s old URL redirects to the new one.
          </p>
        </div>
        {type ? (
          <TaxonomyFormDialog
            triggerLabel="New category"
            triggerVariant="primary"
            triggerSize="md"
            title={`New ${type.name.toLowerCase()} category`}
            fields={fields(parents)}
            initial={{ name: "", slug: "", parentId: "", description: "", sortOrder: "0" }}
            extra={{ typeId: type.id }}
            method="post"
            path={TAXONOMY_API.categories}
            submitLabel="Create"
            doneMessage="Category created."
          />
        ) : null}
      </header>
      {!type ? (
        <EmptyState title="No category types yet" action={<Link href={ADMIN_CATEGORY_TYPES_PATH}>Create a category type</Link>}>
          Categories belong to a type (jobs, companies): create a type first.
        </EmptyState>
      ) : (
        <>
          <form role="search" action={adminCategoriesPath()} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field id="categories-type" label="Type">
              <NativeSelect name="type" defaultValue={type.slug}>
                {types.map((t) => (
                  <option key={t.id} value={t.slug}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="categories-q" label="Search by name or slug" className="flex-1 sm:max-w-md">
              <Input name="q" type="search" defaultValue={query.q} maxLength={QUERY_MAX} />
            </Field>
            <FilterActions resetHref={query.q ? adminCategoriesPath({ type: type.slug }) : null} />
          </form>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" aria-live="polite">
            {tree.length === 0
              ? query.q
                ? `No ${type.name.toLowerCase()} categories match “${query.q}”.`
                : `${type.name} has no categories yet: add one with “New category”.`
              : `${tree.length} top-level ${tree.length === 1 ? "category" : "categories"}${query.q ? ` matching “${query.q}”` : ""} in ${type.name}.`}
          </p>
          {tree.length ? (
            <ul aria-label={`${type.name} categories`} className="flex flex-col divide-y divide-border rounded-card border border-border bg-card px-4">
              {tree.map((node, i) => (
                <li key={node.id}>
                  <CategoryItem node={node} parents={parents} index={i} count={tree.length} />
                  {node.children.length ? (
                    <ul aria-label={`Subcategories of ${node.name}`} className="mb-3 ml-3 flex flex-col divide-y divide-border border-l-2 border-border pl-3 sm:ml-6 sm:pl-4">
                      {node.children.map((child, j) => (
                        <li key={child.id}>
                          <CategoryItem node={child} parents={parents} index={j} count={node.children.length} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
