import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/db/client";
import { CompanyGrid } from "@/features/companies/components/company-grid";
import { LetterIndex } from "@/features/companies/components/letter-index";
import { Pagination } from "@/components/ui/pagination";
import { listCompaniesByLetter } from "@/features/companies/server/queries";
import { companiesByLetterPath, isCompanyLetter } from "@/lib/company-routes";
import { parsePageSegment } from "@/lib/job-routes";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ letter: string; page?: string[] }> };

async function resolve(params: Props["params"]) {
  const { letter, page: rest } = await params;
  if (!isCompanyLetter(letter) || (rest && rest.length > 1)) notFound();
  const page = parsePageSegment(rest?.[0]);
  if (page === "invalid") notFound();
  if (page === "redirect") permanentRedirect(companiesByLetterPath(letter));
  return { letter, page: page ?? 1 };
}

const label = (letter: string) => (letter === "0-9" ? "0–9 and other characters" : letter.toUpperCase());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { letter, page } = await resolve(params);
  return {
    title: `Companies starting with ${label(letter)}${page > 1 ? `, page ${page}` : ""}`,
    alternates: { canonical: companiesByLetterPath(letter, page) },
  };
}

export default async function CompaniesByLetterPage({ params }: Props) {
  const { letter, page } = await resolve(params);
  const result = await listCompaniesByLetter(getDb(), { letter, page });
  if (page > result.pageCount) notFound();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Companies: {label(letter)}</h1>
        <p className="text-muted-foreground">
          {result.total.toLocaleString("en-US")} {result.total === 1 ? "company" : "companies"}
          {result.pageCount > 1 ? ` · page ${page} of ${result.pageCount}` : ""}
        </p>
      </header>
      <LetterIndex current={letter} />
      {result.items.length ? <CompanyGrid companies={result.items} /> : <p className="text-muted-foreground">No companies start with {label(letter)} yet.</p>}
      <Pagination page={page} pageCount={result.pageCount} hrefOf={(p) => companiesByLetterPath(letter, p)} label="Company pages" />
    </div>
  );
}
