import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_FEATURES_PATH } from "@/lib/routes";
import { listFeatureFlags } from "@/features/admin/server/queries";
import { FeatureFlagsTable } from "@/features/admin/components/feature-flags-table";

export const metadata: Metadata = { title: "Feature flags" };

export default async function AdminFeaturesPage() {
  await requirePagePermission("admin", ADMIN_FEATURES_PATH);
  const flags = await listFeatureFlags(getDb());
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header>
        <h1>Feature flags</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Turn features on or off for everyone. Changes apply at once and are recorded in the audit log.</p>
      </header>
      <FeatureFlagsTable initialFlags={flags} />
    </div>
  );
}
