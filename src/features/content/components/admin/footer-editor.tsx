"use client";

import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { TextField } from "@/components/ui/text-field";
import { FOOTER_CATEGORIES, type FooterItem } from "../../types";
import { footerItemsSchema } from "../../schemas";
import { ItemListEditor } from "./item-list-editor";
import { URL_HINT } from "./url-hint";

const FOOTER_LABELS: Record<FooterItem["category"], string> = {
  "job-seekers": "Job Seekers",
  tools: "Job Seekers: tools",
  employers: "Employers",
  "community-partners": "Community Partners",
  about: "About",
  resources: "Resources",
  social: "Social links",
  legal: "Legal links (bottom bar)",
};

/* The footer's links (/admin/content/footer): column, label and URL, in order. */
export function FooterEditor({ footer }: { footer: FooterItem[] }) {
  return (
    <ItemListEditor<FooterItem>
      collectionKey="footer"
      heading="Footer"
      intro={<p>Links appear in the footer column of their category. Social links show under the columns; legal links in the bottom bar.</p>}
      itemNoun="Link"
      initialItems={footer}
      schema={footerItemsSchema}
      emptyItem={() => ({ category: "about", label: "", url: "" })}
      itemLabel={(i) => i.label}
      renderFields={({ item, errors, update }) => (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Column" error={errors.category}>
            <NativeSelect value={item.category} onChange={(e) => update({ category: e.target.value as FooterItem["category"] })}>
              {FOOTER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FOOTER_LABELS[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <TextField label="Label" value={item.label} error={errors.label} onChange={(e) => update({ label: e.target.value })} />
          <TextField label="URL" value={item.url} error={errors.url} hint={URL_HINT} onChange={(e) => update({ url: e.target.value })} />
        </div>
      )}
    />
  );
}
