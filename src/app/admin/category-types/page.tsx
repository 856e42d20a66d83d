import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_CATEGORY_TYPES_PATH } from "@/lib/admin-routes";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listCategoryTypes } from "@/features/admin-taxonomies/server/queries";
import { adminCategoriesPath, TAXONOMY_API } from "@/features/admin-taxonomies/paths";
import { NAME_MAX, SLUG_MAX } from "@/features/admin-taxonomies/schemas";
import { TaxonomyFormDialog, type FormFieldSpec } from "@/features/admin-taxonomies/components/taxonomy-form-dialog";
import { ConfirmActionButton } from "@/features/admin-taxonomies/components/confirm-action-button";

export const metadata: Metadata = { title: "Category types" };

const fields = (slugLocked: boolean): FormFieldSpec[] => [
  { name: "name", label: "Name", kind: "text", maxLength: NAME_MAX, required: true },
  slugLocked
    ? { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX, hint: "Used by the site's pages and search: it cannot change." }
    : { name: "slug", label: "Slug", kind: "text", maxLength: SLUG_MAX, hint: "Lower-case letters, digits and hyphens; made from the name when empty." },
];

export default async function AdminCategoryTypesPage() {
  await requirePagePermission("admin", ADMIN_CATEGORY_TYPES_PATH);
  const types = await listCategoryTypes(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1>Category types</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            The kinds of category the site files things under: jobs, companies and more. A type whose slug the site&apos;s pages use can be renamed but keeps its slug; a type can be deleted
            once it has no categories.
          </p>
        </div>
        <TaxonomyFormDialog
          triggerLabel="New category type"
          triggerVariant="primary"
          triggerSize="md"
          title="New category type"
          fields={fields(false)}
          initial={{ name: "", slug: "" }}
          method="post"
          path={TAXONOMY_API.categoryTypes}
          submitLabel="Create"
          doneMessage="Category type created."
        />
      </header>
      {types.length === 0 ? (
        <EmptyState title="No category types yet">Create one with “New category type”, then add its categories.</EmptyState>
      ) : (
        <Table label="Category types">
          <caption className="sr-only">Category types</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Type</TableHead>
              <TableHead className="hidden sm:table-cell">Categories</TableHead>
              <TableHead className="hidden sm:table-cell">Subcategories</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {types.map((t) => (
              <TableRow key={t.id} className="align-middle">
                <TableCell className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    <Link href={adminCategoriesPath({ type: t.slug })}>{t.name}</Link>
                  </p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {t.slug}
                    {t.inCode ? <Badge tone="neutral">Used by the site</Badge> : null}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                    {t.topLevel} categories, {t.subcategories} subcategories
                  </p>
                </TableCell>
                <TableCell className="hidden sm:table-cell">{t.topLevel}</TableCell>
                <TableCell className="hidden sm:table-cell">{t.subcategories}</TableCell>
                <TableCell className="text-right sm:w-px sm:whitespace-nowrap">
                  <div className="flex flex-wrap justify-end gap-2 sm:flex-nowrap">
                    <TaxonomyFormDialog
                      triggerLabel="Edit"
                      triggerAriaLabel={`Edit ${t.name}`}
                      title={`Edit ${t.name}`}
                      fields={fields(t.inCode)}
                      initial={{ name: t.name, slug: t.slug }}
                      method="patch"
                      path={TAXONOMY_API.categoryType(t.id)}
                      submitLabel="Save"
                      doneMessage="Category type saved."
                    />
                    {!t.inCode && t.topLevel + t.subcategories === 0 ? (
                      <ConfirmActionButton
                        label="Delete"
                        ariaLabel={`Delete ${t.name}`}
                        title={`Delete ${t.name}?`}
                        description="The type has no categories. Deleting it cannot be undone."
                        confirmLabel="Delete"
                        confirmVariant="danger"
                        method="delete"
                        path={TAXONOMY_API.categoryType(t.id)}
                        doneMessage="Category type deleted."
                      />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
