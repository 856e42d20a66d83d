import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { listFeatureFlags } from "@/features/admin/server/queries";
import type { FeatureFlagListDto } from "@/features/admin/types";

export const dynamic = "force-dynamic";

/** GET /api/admin/features: every feature flag, by key. */
export const GET = apiRoute({ permission: "admin" }, async (): Promise<FeatureFlagListDto> => ({ items: await listFeatureFlags(getDb()) }));
