import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { EDUCATION_LEVELS } from "@/db/schema/talent";
import { WORK_AUTHORIZATIONS } from "@/features/candidate-profile/schemas";
import { talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { TALENT_ACTIVE_WINDOWS, TALENT_RADII, type TalentSearchParams } from "../schemas";

/*
 * The talent search form (decision 042): a plain GET form to the page itself, so it works without
 * JavaScript and Back restores it. The main row is keywords, place and distance; the other filters
 * sit in a <details> ("More filters"), open when one of them is set. Skills chosen from the facets
 * ride along as hidden fields, so a new keyword keeps them.
 */
export function TalentSearchForm({ area, params, companyId }: { area: EmployerArea; params: TalentSearchParams; companyId: string | null }) {
  const moreSet =
    params.willingToRelocate ||
    params.workAuthorization.length > 0 ||
    params.minYears !== null ||
    params.maxYears !== null ||
    !!params.education ||
    params.activeWithinDays !== null;
  // Keyed by the search, so a client navigation shows the new values in the uncontrolled fields.
  const key = JSON.stringify(params);
  return (
    <Card padded={false} className="p-4">
      <form key={key} role="search" aria-label="Search talent" action={talentSearchPath(area)} method="get" className="flex flex-col gap-3">
        {companyId ? <input type="hidden" name="company" value={companyId} /> : null}
        {params.skills.map((s) => (
          <input key={s} type="hidden" name="skill" value={s} />
        ))}
        <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(12.5rem,1fr)_auto] md:items-end">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="talent-q">Keywords</Label>
            <Input id="talent-q" name="q" type="search" defaultValue={params.q} maxLength={200} placeholder="Title, skill or words from a resume" />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="talent-location">Location</Label>
            <Input id="talent-location" name="location" type="text" defaultValue={params.location} maxLength={100} placeholder="ZIP code or City, ST" />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="talent-radius">Distance</Label>
            <NativeSelect id="talent-radius" name="radius" defaultValue={String(params.radius)}>
              {TALENT_RADII.map((r) => (
                <option key={r} value={r}>
                  Within {r} miles
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">Search talent</Button>
        </div>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <div className="flex items-center gap-2">
            <NativeCheckbox id="talent-relocators" name="relocators" value="1" defaultChecked={params.includeRelocators} />
            <Label htmlFor="talent-relocators">Include people willing to relocate</Label>
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="talent-sort">Sort by</Label>
            <NativeSelect id="talent-sort" name="sort" defaultValue={params.sort} className="w-auto">
              <option value="relevance">Best match</option>
              <option value="recent">Recently active</option>
            </NativeSelect>
          </div>
        </div>
        <details open={moreSet} className="rounded-card border border-border px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold">More filters</summary>
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor="talent-education">Education</Label>
              <NativeSelect id="talent-education" name="education" defaultValue={params.education ?? ""}>
                <option value="">Any education</option>
                {EDUCATION_LEVELS.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {l.label} or higher
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor="talent-active">Last active</Label>
              <NativeSelect id="talent-active" name="active" defaultValue={params.activeWithinDays === null ? "" : String(params.activeWithinDays)}>
                <option value="">Any time</option>
                {TALENT_ACTIVE_WINDOWS.map((d) => (
                  <option key={d} value={d}>
                    Within {d} days
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor="talent-min-years">Years of experience, at least</Label>
              <Input id="talent-min-years" name="minYears" type="number" min={0} max={60} inputMode="numeric" defaultValue={params.minYears ?? ""} />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor="talent-max-years">Years of experience, at most</Label>
              <Input id="talent-max-years" name="maxYears" type="number" min={0} max={60} inputMode="numeric" defaultValue={params.maxYears ?? ""} />
            </div>
          </div>
          <fieldset className="mt-3 flex flex-col gap-2">
            <legend className="text-sm font-semibold">Work authorization</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {WORK_AUTHORIZATIONS.map((w) => (
                <div key={w.value} className="flex items-center gap-2">
                  <NativeCheckbox id={`talent-auth-${w.value}`} name="auth" value={w.value} defaultChecked={params.workAuthorization.includes(w.value)} />
                  <Label htmlFor={`talent-auth-${w.value}`}>{w.label}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 flex items-center gap-2 pb-1">
            <NativeCheckbox id="talent-relocate" name="relocate" value="1" defaultChecked={params.willingToRelocate} />
            <Label htmlFor="talent-relocate">Only people willing to relocate</Label>
          </div>
        </details>
      </form>
    </Card>
  );
}
