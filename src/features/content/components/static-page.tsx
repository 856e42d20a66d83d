import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { pageFieldsSchema } from "../schemas";
import { getPage } from "../server/queries";
import { STATIC_PAGE_TYPE, staticPagePath, type StaticPageSlug } from "../static-pages";
import { ContentHtml } from "./content-html";

/*
 * A public page of the route table rendered from the content store (page_type "static"): the title
 * as the page's one h1, a lead, calls to action and the sanitised body. Rendered per request from
 * the 10-minute content cache, so an admin's edit shows without a rebuild. Missing page -> 404.
 */
async function loadPage(slug: StaticPageSlug) {
  await connection();
  return getPage(getDb(), STATIC_PAGE_TYPE, slug);
}

const OG_TYPES = ["website", "article", "profile"] as const;

/** The page's SEO fields in the shape of the shell's pageMetadata() input (spec 1 per-page overrides). */
export type StaticPageSeo = {
  title: string;
  description?: string;
  keywords?: string;
  author?: string;
  ogtitle?: string;
  ogdescription?: string;
  ogimage?: string;
  ogtype?: (typeof OG_TYPES)[number];
  path?: string;
};

export async function staticPageSeo(slug: StaticPageSlug): Promise<StaticPageSeo> {
  const page = await loadPage(slug);
  if (!page) return { title: "Page not found" };
  const { seo } = page;
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords || undefined,
    author: seo.author ?? undefined,
    ogtitle: seo.ogtitle ?? undefined,
    ogdescription: seo.ogdescription ?? undefined,
    ogimage: seo.ogimage ?? undefined,
    ogtype: (OG_TYPES as readonly string[]).includes(seo.ogtype) ? (seo.ogtype as (typeof OG_TYPES)[number]) : "website",
    path: staticPagePath(slug),
  };
}

function CallToAction({ href, label, variant }: { href: string; label: string; variant: "primary" | "outline" }) {
  const className = buttonClasses(variant, "lg");
  return /^https?:\/\//.test(href) ? (
    <a href={href} className={className} rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}

export async function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const page = await loadPage(slug);
  if (!page) notFound();
  const fields = pageFieldsSchema.safeParse(page.fields).data ?? {};
  return (
    <article>
      <header className="border-b border-border bg-gradient-to-b from-primary-soft to-card">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{page.title}</h1>
          {fields.lead ? <p className="max-w-3xl text-lg text-muted-foreground">{fields.lead}</p> : null}
          {fields.updatedLabel ? <p className="text-sm text-muted-foreground">{fields.updatedLabel}</p> : null}
          {fields.ctas?.length ? (
            <div className="mt-2 flex flex-wrap gap-3">
              {fields.ctas.map((c) => (
                <CallToAction key={c.href + c.label} href={c.href} label={c.label} variant={c.variant} />
              ))}
            </div>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
        <ContentHtml html={page.body} />
      </div>
    </article>
  );
}
