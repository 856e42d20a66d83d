import Link from "next/link";
import { COMPANY_LETTERS } from "@/lib/job-routes";
import { companiesByLetterPath } from "@/lib/company-routes";

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
              className={`inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2 text-sm font-semibold uppercase no-underline hover:no-underline ${
                letter === current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700"
              }`}
            >
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
