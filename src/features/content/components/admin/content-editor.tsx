"use client";

import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TextField } from "@/components/ui/text-field";
import { FOOTER_CATEGORIES, NAV_CATEGORIES, type FooterItem, type NavigationItem, type NotificationBanner } from "../../types";
import { footerItemsSchema, navbarItemsSchema } from "../../schemas";
import { ItemListEditor } from "./item-list-editor";
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

const TABS = [
  { value: "navbar", label: "Navigation menu" },
  { value: "footer", label: "Footer" },
  { value: "banner", label: "Notification banner" },
] as const;
type TabValue = (typeof TABS)[number]["value"];
const isTab = (v: string): v is TabValue => TABS.some((t) => t.value === v);

/*
 * The admin content editor: navbar items, footer items and the notification banner, one tab each
 * (the three together made one very long page). Every panel stays mounted while hidden, so unsaved
 * edits survive switching tabs. The open tab is kept in the address's #hash for links and reloads.
 */
export function ContentEditor({ navbar, footer, banner }: { navbar: NavigationItem[]; footer: FooterItem[]; banner: NotificationBanner }) {
  const [tab, setTab] = useState<TabValue>("navbar");
  useEffect(() => {
    const fromHash = () => {
      const hash = window.location.hash.slice(1);
      if (isTab(hash)) setTab(hash);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, []);
  function select(value: string) {
    if (!isTab(value)) return;
    setTab(value);
    window.history.replaceState(window.history.state, "", `#${value}`);
  }
  const panel = "min-w-0 data-[state=inactive]:hidden";
  return (
    <Tabs value={tab} onValueChange={select} className="flex min-w-0 flex-col">
      <TabsList aria-label="Content to edit">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="navbar" forceMount className={panel}>
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
      </TabsContent>
      <TabsContent value="footer" forceMount className={panel}>
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
      </TabsContent>
      <TabsContent value="banner" forceMount className={panel}>
        <BannerEditor initial={banner} />
      </TabsContent>
    </Tabs>
  );
}
