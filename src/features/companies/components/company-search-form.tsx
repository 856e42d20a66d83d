import { buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { COMPANIES_PATH } from "@/lib/company-routes";
import { COMPANY_SEARCH_MAX_LENGTH } from "../search-limits";

/** A plain GET form (works without JavaScript): /companies?q=... */
export function CompanySearchForm({ q }: { q: string }) {
  return (
    <form action={COMPANIES_PATH} method="get" role="search" aria-label="Companies" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField id="company-search" name="q" type="search" label="Search companies by name" defaultValue={q} maxLength={COMPANY_SEARCH_MAX_LENGTH} className="flex-1" />
      <button type="submit" className={buttonClasses("primary", "lg")}>
        Search
      </button>
    </form>
  );
}
