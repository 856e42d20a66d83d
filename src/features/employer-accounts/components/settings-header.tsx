import type { ReactNode } from "react";

/** The one h1 of a settings page and what the page is for. */
export function SettingsHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 text-muted-foreground">{children}</p> : null}
    </header>
  );
}

/** A titled section of a settings page (an h2). */
export function SettingsSection({ id, title, description, children }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
