import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronLeft } from "@/components/ui/icons";
import { CANDIDATE360_PATH } from "../paths";

/** A Candidate360 sub-page's heading: the way back to the overview, the page's one h1 and its intro. */
export function SectionPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <Link href={CANDIDATE360_PATH} className="inline-flex w-fit items-center gap-1 text-sm">
        <ChevronLeft aria-hidden="true" className="size-4" /> Candidate360° Profile
      </Link>
      <h1>{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
    </header>
  );
}
