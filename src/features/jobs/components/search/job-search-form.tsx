import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEFAULT_RADIUS, JOB_RADII, JOBS_SEARCH_PATH, SEARCH_LOCATION_MAX, SEARCH_QUERY_MAX } from "@/lib/job-routes";

/*
 * The search form: a plain GET form to /jobs, so Back restores it and every field, "Remote only"
 * included (the design system's NativeCheckbox), works without JavaScript.
 */
export function JobSearchForm({ q, location, radius, remote }: { q?: string; location?: string; radius?: number; remote?: boolean }) {
  return (
    <Card padded={false} className="p-4">
      <form role="search" aria-label="Search jobs" action={JOBS_SEARCH_PATH} method="get" className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(10rem,1fr)_auto] md:items-end">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="job-q">What</Label>
          <Input id="job-q" name="q" type="search" defaultValue={q} maxLength={SEARCH_QUERY_MAX} placeholder="Job title, keyword or company" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="job-location">Where</Label>
          <Input id="job-location" name="location" type="text" defaultValue={location} maxLength={SEARCH_LOCATION_MAX} placeholder="City, state, ZIP or Remote" autoComplete="postal-code" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="job-radius">Distance</Label>
          <NativeSelect id="job-radius" name="radius" defaultValue={String(radius ?? DEFAULT_RADIUS)}>
            {JOB_RADII.map((r) => (
              <option key={r} value={r}>
                Within {r} miles
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-4 md:flex-col md:items-stretch md:gap-2">
          <div className="flex items-center gap-2">
            {/* Keyed by the value: a search that changes remote must show it after a client navigation. */}
            <NativeCheckbox key={remote ? "remote" : "any"} id="job-remote" name="remote" value="true" defaultChecked={remote} />
            <Label htmlFor="job-remote">Remote only</Label>
          </div>
          <Button type="submit" className="md:w-full">
            Search jobs
          </Button>
        </div>
      </form>
    </Card>
  );
}
