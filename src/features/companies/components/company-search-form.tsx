import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMPANIES_PATH } from "@/lib/company-routes";
import { COMPANY_SEARCH_MAX_LENGTH } from "../search-limits";

/** A plain GET form (works without JavaScript): /companies?q=... */
export function CompanySearchForm({ q }: { q: string }) {
  return (
    <form action={COMPANIES_PATH} method="get" role="search" aria-label="Companies" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      {/* Label and Input, not the client TextField: the form then ships no JavaScript (issue 11). */}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor="company-search">Search companies by name</Label>
        <Input id="company-search" name="q" type="search" defaultValue={q} maxLength={COMPANY_SEARCH_MAX_LENGTH} />
      </div>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}
