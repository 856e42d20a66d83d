import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { COMPANIES_PATH } from "@/lib/company-routes";
import { COMPANY_SEARCH_MAX_LENGTH } from "../search-limits";

/** A plain GET form (works without JavaScript): /companies?q=... */
export function CompanySearchForm({ q }: { q: string }) {
  return (
    <form action={COMPANIES_PATH} method="get" role="search" aria-label="Companies" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField id="company-search" name="q" type="search" label="Search companies by name" defaultValue={q} maxLength={COMPANY_SEARCH_MAX_LENGTH} className="min-w-0 flex-1" />
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
