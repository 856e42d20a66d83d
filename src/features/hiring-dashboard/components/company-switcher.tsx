import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { HIRING_DASHBOARD_PATH, type HiringDashboardView } from "@/lib/employer-routes";

/*
 * For a person in several companies: which one the dashboard acts for. A plain GET form (works
 * without script): the choice becomes ?company=, the view is kept.
 */
export function CompanySwitcher({ companies, current, view }: { companies: { id: string; name: string }[]; current: string; view: HiringDashboardView }) {
  return (
    <form method="get" action={HIRING_DASHBOARD_PATH} className="flex flex-wrap items-end gap-2">
      {view !== "overview" ? <input type="hidden" name="view" value={view} /> : null}
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="dashboard-company">Company</Label>
        <NativeSelect id="dashboard-company" name="company" defaultValue={current} className="w-auto min-w-48 max-w-full">
          {companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="h-control">
        Switch
      </Button>
    </form>
  );
}
