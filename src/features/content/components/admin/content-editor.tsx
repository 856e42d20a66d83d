"use client";

import { TextField } from "@/components/ui/text-field";
import { FOOTER_CATEGORIES, NAV_CATEGORIES, type FooterItem, type NavigationItem, type NotificationBanner } from "../../types";
import { footerItemsSchema, navbarItemsSchema } from "../../schemas";
import { ItemListEditor } from "./item-list-editor";
import { SelectField } from "./form-controls";
import { BannerEditor } from "./banner-editor";

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

const URL_HINT = "A path such as /jobs, or a full https:// address.";

/** The admin content editor: navbar items, footer items and the notification banner. */
export function ContentEditor({ navbar, footer, banner }: { navbar: NavigationItem[]; footer: FooterItem[]; banner: NotificationBanner }) {
  return (
    <div className="flex flex-col gap-8">
      <ItemListEditor<NavigationItem>
        collectionKey="navbar"
        heading="Navigation menu"
        intro={
          <p>
            Items appear in the top navigation under their category, in this order. Give Job Seekers items the group <code>tools-training</code> to list
            them under Tools &amp; Training.
          </p>
        }
        itemNoun="Item"
        initialItems={navbar}
        schema={navbarItemsSchema}
        emptyItem={() => ({ category: "job-seekers", title: "", url: "", description: "", group: null })}
        itemLabel={(i) => i.title}
        renderFields={({ item, errors, update }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Category" value={item.category} error={errors.category} onChange={(e) => update({ category: e.target.value as NavigationItem["category"] })}>
              {NAV_CATEGORIES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </SelectField>
            <TextField label="Group (optional)" value={item.group ?? ""} error={errors.group} onChange={(e) => update({ group: e.target.value || null })} />
            <TextField label="Title" value={item.title} error={errors.title} onChange={(e) => update({ title: e.target.value })} />
            <TextField label="URL" value={item.url} error={errors.url} hint={URL_HINT} onChange={(e) => update({ url: e.target.value })} />
            <TextField
              className="sm:col-span-2"
              label="Description"
              value={item.description}
              error={errors.description}
              onChange={(e) => update({ description: e.target.value })}
            />
          </div>
        )}
      />
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
            <SelectField label="Column" value={item.category} error={errors.category} onChange={(e) => update({ category: e.target.value as FooterItem["category"] })}>
              {FOOTER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FOOTER_LABELS[c]}
                </option>
              ))}
            </SelectField>
            <TextField label="Label" value={item.label} error={errors.label} onChange={(e) => update({ label: e.target.value })} />
            <TextField label="URL" value={item.url} error={errors.url} hint={URL_HINT} onChange={(e) => update({ url: e.target.value })} />
          </div>
        )}
      />
      <BannerEditor initial={banner} />
    </div>
  );
}
