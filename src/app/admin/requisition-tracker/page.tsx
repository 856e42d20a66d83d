import type { Metadata } from "next";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_REQUISITION_TRACKER_PATH } from "@/lib/employer-routes";
import { requireFeaturePage } from "@/lib/flags/page";
import { AdminTracker } from "@/features/hiring-trackers/components/admin-tracker";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Requisition tracker" };

type Search = Record<string, string | string[] | undefined>;

/**
 * ADMIN_REQUISITION_TRACKER_PATH (issue 17 part 4, decision 046): the requisition-tracker across companies, administrators with
 * two-factor only (others 403, without two-factor: set it up; signed out: log in), flag requisition-tracker.
 */
export default async function AdminRequisitionTrackerPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  const qs = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (typeof v === "string" && v ? [[k, v]] : []))).toString();
  const user = await requirePagePermission("admin", qs ? `${ADMIN_REQUISITION_TRACKER_PATH}?${qs}` : ADMIN_REQUISITION_TRACKER_PATH);
  await requireFeaturePage("requisition-tracker");
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Requisition tracker</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Open requisitions, time to fill and time in status across every company, for the period you choose.</p>
      </header>
      <AdminTracker kind="requisition-tracker" actor={user} params={params} now={new Date()} />
    </div>
  );
}
