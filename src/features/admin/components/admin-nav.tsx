"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Activity, Briefcase, ClipboardList, FileText, SlidersHorizontal, TrendingUp, Users } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { ADMIN_FEATURES_PATH, ADMIN_SYSTEM_PATH, ADMIN_USERS_PATH } from "@/lib/routes";
import { ADMIN_SELF_ID_REPORT_PATH } from "@/lib/admin-report-routes";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";
import { ADMIN_HIRING_TRACKER_PATH, ADMIN_REQUISITION_TRACKER_PATH } from "@/lib/employer-routes";

const LINKS = [
  { href: ADMIN_FEATURES_PATH, label: "Feature flags", Icon: SlidersHorizontal },
  { href: ADMIN_USERS_PATH, label: "Users", Icon: Users },
  { href: ADMIN_CONTENT_PATH, label: "Content", Icon: FileText },
  { href: ADMIN_SYSTEM_PATH, label: "System", Icon: Activity },
  { href: ADMIN_SELF_ID_REPORT_PATH, label: "Self-identification", Icon: ClipboardList },
  { href: ADMIN_HIRING_TRACKER_PATH, label: "Hiring tracker", Icon: TrendingUp },
  { href: ADMIN_REQUISITION_TRACKER_PATH, label: "Requisition tracker", Icon: Briefcase },
];

/**
 * The admin area's navigation: a row of tabs on phones, a side column on wide screens. `hidden`:
 * pages whose feature flag is off (the layout reads the flags), which would answer 404.
 */
export function AdminNav({ hidden = [] }: { hidden?: readonly string[] }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Admin">
      <p className="hidden px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground lg:block">Admin</p>
      <ul className="-mx-4 flex gap-1 overflow-x-auto border-b border-border px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:border-0 lg:px-0">
        {LINKS.filter(({ href }) => !hidden.includes(href)).map(({ href, label, Icon }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium no-underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring lg:mb-0 lg:rounded-md lg:border-b-0",
                  current
                    ? "border-primary text-primary-soft-foreground lg:bg-primary-soft"
                    : "border-transparent text-muted-foreground hover:text-foreground lg:hover:bg-muted",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
