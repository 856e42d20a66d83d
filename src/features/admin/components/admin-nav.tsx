"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDown } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { ADMIN_HOME_PATH } from "@/lib/admin-routes";
import { ADMIN_SECTIONS } from "@/features/admin/nav-sections";

/** The link that is the current page: the longest href the path starts with (so /admin marks only the home). */
function currentHref(pathname: string, hrefs: string[]): string | undefined {
  return hrefs
    .filter((h) => pathname === h || (h !== ADMIN_HOME_PATH && pathname.startsWith(`${h}/`)))
    .sort((a, b) => b.length - a.length)[0];
}

function SectionList({ hidden, current }: { hidden: readonly string[]; current: string | undefined }) {
  return (
    <div className="flex flex-col gap-4">
      {ADMIN_SECTIONS.map((section) => {
        const links = section.links.filter((l) => !hidden.includes(l.href));
        if (!links.length) return null;
        return (
          <div key={section.id}>
            <h2 id={`admin-nav-${section.id}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {section.label}
            </h2>
            <ul aria-labelledby={`admin-nav-${section.id}`} className="flex flex-col">
              {links.map(({ href, label }) => (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={href === current ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-1.5 text-sm font-medium no-underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                      href === current ? "bg-primary-soft text-primary-soft-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
                    )}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The admin area's navigation (issue 19): every section in groups, a column on wide screens; on
 * phones one disclosure ("Admin sections") naming the current page, so thirty links never push the
 * page down. `hidden`: pages whose feature flag is off (the layout reads the flags), which answer 404.
 */
export function AdminNav({ hidden = [] }: { hidden?: readonly string[] }) {
  const pathname = usePathname() ?? "";
  const hrefs = ADMIN_SECTIONS.flatMap((s) => s.links.map((l) => l.href)).filter((h) => !hidden.includes(h));
  const current = currentHref(pathname, hrefs);
  const currentLabel = ADMIN_SECTIONS.flatMap((s) => s.links).find((l) => l.href === current)?.label;
  return (
    <nav aria-label="Admin">
      <details className="group rounded-lg border border-border bg-card lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 truncate">
            Admin sections{currentLabel ? <span className="text-muted-foreground"> · {currentLabel}</span> : null}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-border px-1 py-3">
          <SectionList hidden={hidden} current={current} />
        </div>
      </details>
      <div className="hidden lg:block">
        <SectionList hidden={hidden} current={current} />
      </div>
    </nav>
  );
}
