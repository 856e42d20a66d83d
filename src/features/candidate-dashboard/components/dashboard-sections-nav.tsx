import Link from "next/link";
import { ChevronRight } from "@/components/ui/icons";
import { DASHBOARD_SECTIONS } from "../paths";

const TILE =
  "flex h-full min-w-0 items-center gap-3 rounded-card border border-border bg-card p-4 text-foreground no-underline shadow-sm transition-colors hover:border-primary hover:bg-primary-soft hover:text-foreground hover:no-underline";

/** The dashboard's sections (spec 2.7: jobs, courses, blog, resources, events) as link tiles. */
export function DashboardSectionsNav() {
  return (
    <nav aria-label="Dashboard sections">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {DASHBOARD_SECTIONS.map((s) => (
          <li key={s.href} className="min-w-0">
            <Link href={s.href} className={TILE}>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{s.title}</span>
                <span className="block text-sm text-muted-foreground">{s.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
