import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { pageFieldsSchema } from "../schemas";
import { ContentHtml } from "./content-html";

/*
 * The look of a static page (about, faq, privacy...): the title as the page's one h1, the lead, the
 * date line and the calls to action from its fields, then the body. Pure (no data loading), so the
 * public page and the editor's preview of unsaved edits render the same markup. `bodyHtml` must be
 * sanitised already (the read path and the preview endpoint do it).
 */
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

export function StaticPageView({ title, fields: rawFields, bodyHtml }: { title: string; fields: unknown; bodyHtml: string }) {
  const fields = pageFieldsSchema.safeParse(rawFields).data ?? {};
  return (
    <article>
      <header className="border-b border-border bg-gradient-to-b from-primary-soft to-card">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-extrabold tracking-tight text-foreground sm:text-4xl">{title}</h1>
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
        <ContentHtml html={bodyHtml} />
      </div>
    </article>
  );
}
