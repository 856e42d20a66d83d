"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";
import { cn } from "@/lib/cn";
import { CONTENT_KINDS } from "./kinds";

/**
 * The content editor's sub-navigation: the overview and each kind (kinds.ts), the current one marked
 * (aria-current). One row that scrolls sideways inside itself on a phone, so the page never does.
 */
export function ContentKindsNav() {
  const pathname = usePathname() ?? "";
  const links = [{ href: ADMIN_CONTENT_PATH, label: "Overview" }, ...CONTENT_KINDS.map((k) => ({ href: k.href, label: k.label }))];
  return (
    <nav aria-label="Content kinds" className="min-w-0">
      <ul className="flex gap-1 overflow-x-auto border-b border-border pb-px">
        {links.map(({ href, label }) => {
          const current = href === ADMIN_CONTENT_PATH ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href} className="shrink-0">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium no-underline hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                  current ? "border-primary text-primary-soft-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
