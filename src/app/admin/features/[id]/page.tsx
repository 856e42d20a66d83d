import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_FEATURES_PATH, adminFeaturePath } from "@/lib/routes";
import { idSchema } from "@/features/admin/schemas";
import { getFeatureFlag } from "@/features/admin/server/queries";
import { FeatureFlagDetails } from "@/features/admin/components/feature-flag-details";

export const metadata: Metadata = { title: "Feature flag" };

export default async function AdminFeaturePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requirePagePermission("admin", adminFeaturePath(raw));
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  const flag = await getFeatureFlag(getDb(), id.data);
  if (!flag) notFound();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link href={ADMIN_FEATURES_PATH} className="text-sm font-medium">
          <span aria-hidden="true">←</span> All feature flags
        </Link>
        <h1 className="mt-3">{flag.title}</h1>
        <p className="mt-2 text-slate-600">
          Feature flag <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800">{flag.key}</code>
        </p>
      </header>
      <FeatureFlagDetails initialFlag={flag} />
    </div>
  );
}
