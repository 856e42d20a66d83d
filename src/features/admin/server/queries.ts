import "server-only";
import type { Db } from "@/db/client";
import type { FeatureFlag } from "@/lib/flags/definitions";
import { getFlagById, listFlags } from "@/lib/flags/server";
import type { FeatureFlagDto } from "../types";

export function toFeatureFlagDto(flag: FeatureFlag): FeatureFlagDto {
  return {
    id: flag.id,
    key: flag.key,
    title: flag.title,
    description: flag.description,
    apiVersion: flag.apiVersion,
    enabled: flag.enabled,
    updatedAt: flag.updatedAt.toISOString(),
  };
}

export async function listFeatureFlags(db: Db): Promise<FeatureFlagDto[]> {
  return (await listFlags(db)).map(toFeatureFlagDto);
}

export async function getFeatureFlag(db: Db, id: string): Promise<FeatureFlagDto | null> {
  const flag = await getFlagById(db, id);
  return flag ? toFeatureFlagDto(flag) : null;
}
