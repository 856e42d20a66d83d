import { Button } from "@/components/ui/button";
import { MapPin, Search } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { JOBS_SEARCH_PATH, SEARCH_LOCATION_MAX, SEARCH_QUERY_MAX } from "@/lib/job-routes";

/*
 * The home page's job search: what + where, a plain GET form to /jobs with the /jobs form's own
 * parameter names (q, location), so it works without JavaScript and lands on the same results URL.
 */
export function HomeSearchForm() {
  return (
    <form
      role="search"
      aria-label="Search jobs"
      action={JOBS_SEARCH_PATH}
      method="get"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-lg shadow-foreground/5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="home-q">What</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input id="home-q" name="q" type="search" maxLength={SEARCH_QUERY_MAX} placeholder="Job title or keyword" className="h-control-lg pl-10" />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="home-location">Where</Label>
        <div className="relative">
          <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input id="home-location" name="location" maxLength={SEARCH_LOCATION_MAX} placeholder="City, ZIP or Remote" autoComplete="postal-code" className="h-control-lg pl-10" />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Search jobs
      </Button>
    </form>
  );
}
