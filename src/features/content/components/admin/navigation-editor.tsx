"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { NAV_CATEGORIES, type NavigationItem } from "../../types";
import { navbarItemsSchema } from "../../schemas";
import { ItemListEditor } from "./item-list-editor";
import { URL_HINT } from "./url-hint";

/* The navigation menu's items (/admin/content/navigation): category, group, title, URL, description, in order. */
export function NavigationEditor({ navbar }: { navbar: NavigationItem[] }) {
  return (
    <ItemListEditor<NavigationItem>
      collectionKey="navbar"
      heading="Navigation menu"
      intro={
        <p>
          Items appear in the top navigation under their category, in this order. Give Job Seekers items the group <code>tools-training</code> to list them under Tools &amp;
          Training.
        </p>
      }
      itemNoun="Item"
      initialItems={navbar}
      schema={navbarItemsSchema}
      emptyItem={() => ({ category: "job-seekers", title: "", url: "", description: "", group: null })}
      itemLabel={(i) => i.title}
      renderFields={({ item, errors, update }) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Category" error={errors.category}>
            <NativeSelect value={item.category} onChange={(e) => update({ category: e.target.value as NavigationItem["category"] })}>
              {NAV_CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <TextField label="Group (optional)" value={item.group ?? ""} error={errors.group} onChange={(e) => update({ group: e.target.value || null })} />
          <TextField label="Title" value={item.title} error={errors.title} onChange={(e) => update({ title: e.target.value })} />
          <TextField label="URL" value={item.url} error={errors.url} hint={URL_HINT} onChange={(e) => update({ url: e.target.value })} />
          <TextField className="sm:col-span-2" label="Description" value={item.description} error={errors.description} onChange={(e) => update({ description: e.target.value })} />
        </div>
      )}
    />
  );
}
