import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { talentProfileViews } from "@/db/schema";
import { employerViewOfCandidate } from "@/features/candidate-profile/server/queries";
import type { EmployerView } from "@/features/candidate-profile/types";
import { TALENT_VIEW_SOURCES, type TalentViewSource } from "../schemas";

/*
 * A talent profile as an employer opens it (decision 042): only a discoverable candidate (one with a
 * talent_search row) is shown, through the one projection of what employers may see
 * (employerViewOfCandidate, never the preview); anyone else, deleted, private or never there, is
 * "gone" (410), so a private profile cannot be told from a made-up id. Every open is recorded.
 */

export const isProfileId = (id: string) => z.uuid().safeParse(id).success;

export function viewSourceOf(value: unknown): TalentViewSource {
  return typeof value === "string" && (TALENT_VIEW_SOURCES as readonly string[]).includes(value) ? (value as TalentViewSource) : "direct";
}

/** Whether the candidate is discoverable now (the proxy's 410 check: one primary-key lookup). */
export async function isTalentDiscoverable(db: Db, profileId: string): Promise<boolean> {
  if (!isProfileId(profileId)) return false;
  const { rows } = await db.execute<{ one: number }>(sql`select 1 as one from talent_search where user_id = ${profileId.toLowerCase()}`);
  return rows.length > 0;
}

export type TalentProfile = { view: EmployerView; lastActiveAt: Date; willingToRelocate: boolean; currentTitle: string };

/** The profile for an employer, or null when it is gone; the caller has checked talent.search in companyId. */
export async function openTalentProfile(
  db: Db,
  input: { companyId: string; viewerUserId: string; profileId: string; source: TalentViewSource; record?: boolean },
): Promise<TalentProfile | null> {
  if (!isProfileId(input.profileId)) return null;
  const id = input.profileId.toLowerCase();
  const { rows } = await db.execute<{ last_active_at: Date | string; willing_to_relocate: boolean; current_title: string }>(
    sql`select last_active_at, willing_to_relocate, current_title from talent_search where user_id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const view = await employerViewOfCandidate(db, id);
  if (!view || !view.discoverable) return null;
  if (input.record !== false) {
    await db.insert(talentProfileViews).values({ companyId: input.companyId, viewerUserId: input.viewerUserId, candidateUserId: id, source: input.source });
  }
  return { view, lastActiveAt: new Date(row.last_active_at), willingToRelocate: row.willing_to_relocate, currentTitle: row.current_title };
}
