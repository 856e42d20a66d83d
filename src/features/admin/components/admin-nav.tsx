"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { ADMIN_FEATURES_PATH, ADMIN_USERS_PATH } from "@/lib/routes";
import { ADMIN_CONTENT_PATH } from "@/lib/content-routes";

const LINKS = [
  { href: ADMIN_FEATURES_PATH, label: "Feature flags" },
  { href: ADMIN_USERS_PATH, label: "Users" },
  { href: ADMIN_CONTENT_PATH, label: "Content" },
];

/** The admin area's navigation: a row of tabs on phones, a side column on wide screens. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin">
      <p className="hidden px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500 lg:block">Admin</p>
      <ul className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 lg:mx-0 lg:flex-col lg:border-0 lg:px-0">
        {LINKS.map((l) => {
          const current = pathname === l.href || pathname.startsWith(`${l.href}/`);
          return (
            <li key={l.href} className="shrink-0">
              <Link
                href={l.href}
                aria-current={current ? "page" : undefined}
                className={`block border-b-2 px-3 py-2.5 text-sm font-medium no-underline hover:no-underline lg:rounded-lg lg:border-b-0 ${
                  current ? "border-brand-600 text-brand-700 lg:bg-brand-50" : "border-transparent text-slate-700 hover:text-brand-700 lg:hover:bg-white"
                }`}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
