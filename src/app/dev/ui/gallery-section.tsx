import type { ReactNode } from "react";

/** A titled section of the /dev/ui page, and a labelled row of examples inside one. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 min-w-0" aria-labelledby={`section-${title}`}>
      <h2 id={`section-${title}`} className="mb-4 border-b border-border pb-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-6">
      <p className="w-28 shrink-0 text-sm font-medium text-muted-foreground">{label}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
