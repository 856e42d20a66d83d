import Link from "next/link";
import { COMPANY_LETTERS } from "@/lib/job-routes";
import { companiesByLetterPath } from "@/lib/company-routes";
import { cn } from "@/lib/cn";

/** A-Z (and 0-9) links to the companies by first letter; the current letter is marked. */
export function LetterIndex({ current }: { current?: string }) {
  return (
    <nav aria-label="Companies by first letter">
      <ul className="flex flex-wrap gap-1.5">
        {COMPANY_LETTERS.map((letter) => (
          <li key={letter}>
            <Link
              href={companiesByLetterPath(letter)}
              aria-current={letter === current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-semibold uppercase no-underline hover:no-underline",
                letter === current
                  ? "border-primary bg-primary text-primary-foreground hover:text-primary-foreground"
                  : "border-input bg-card text-foreground hover:border-primary hover:text-primary-soft-foreground",
              )}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
