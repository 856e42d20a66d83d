import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronLeft } from "@/components/ui/icons";
import { DASHBOARD_PATH } from "../paths";

/** A dashboard section page's header: a way back to the dashboard, the page's one h1 and its lead. */
export function DashboardPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <Link href={DASHBOARD_PATH} className="inline-flex w-fit items-center gap-1 text-sm font-semibold">
        <ChevronLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <h1>{title}</h1>
      {children ? <p className="max-w-prose text-muted-foreground">{children}</p> : null}
    </header>
  );
}
