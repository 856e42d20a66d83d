import { adminContentKindPath, type ContentEditorKind } from "@/lib/content-routes";

/*
 * The content editor's kinds, in the order the overview and the sub-navigation show them. One array
 * so that each kind's owner adds or edits only its own entry (the overview's counts come from the
 * server: content-overview.ts, keyed by kind).
 */
export type ContentKindEntry = {
  kind: ContentEditorKind;
  label: string;
  description: string;
  href: string;
};

export const CONTENT_KINDS: readonly ContentKindEntry[] = [
  { kind: "navigation", label: "Navigation", description: "The top navigation menu: its items, their categories and order.", href: adminContentKindPath("navigation") },
  { kind: "footer", label: "Footer", description: "The footer's link columns, social links and legal links.", href: adminContentKindPath("footer") },
  { kind: "banner", label: "Banner", description: "The notification banner shown above every page.", href: adminContentKindPath("banner") },
  { kind: "pages", label: "Pages", description: "The site's content pages: about, FAQ, privacy, terms, impact and landing pages.", href: adminContentKindPath("pages") },
  { kind: "posts", label: "Posts", description: "Blog posts: write, schedule, publish and restore earlier versions.", href: adminContentKindPath("posts") },
  { kind: "authors", label: "Authors", description: "The people who write the blog's posts.", href: adminContentKindPath("authors") },
  { kind: "tags", label: "Tags", description: "Topics that group the blog's posts.", href: adminContentKindPath("tags") },
  { kind: "campaigns", label: "Campaigns", description: "Campaign pages built from sections: hero, benefits, testimonials, FAQ, sign-up.", href: adminContentKindPath("campaigns") },
  { kind: "files", label: "Files", description: "Gated downloads: files people get after giving their email.", href: adminContentKindPath("files") },
];
