import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_FEATURES_PATH, adminFeaturePath } from "@/lib/routes";
import { ChevronLeft } from "@/components/ui/icons";
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
    <div className="flex min-w-0 flex-col gap-6">
      <header className="min-w-0">
        <Link href={ADMIN_FEATURES_PATH} className="inline-flex items-center gap-1 text-sm font-medium">
          <ChevronLeft aria-hidden="true" className="size-4" /> All feature flags
        </Link>
        <h1 className="mt-3 [overflow-wrap:anywhere]">{flag.title}</h1>
        <p className="mt-2 text-muted-foreground [overflow-wrap:anywhere]">
          Feature flag <code className="rounded-sm bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground">{flag.key}</code>
        </p>
      </header>
      <FeatureFlagDetails initialFlag={flag} />
    </div>
  );
}
