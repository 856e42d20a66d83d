import "server-only";
import { z } from "zod";
import { enqueue, type EnqueueOptions } from "./enqueue";

/*
 * The saved-talent-searches queue (issue 17 part 3, decision 044): "match" finds candidates who became
 * discoverable since each saved search last looked (all of them: the 15-minute sweep; or only the
 * named candidates, right after one turns discoverable), "daily-email" mails each member's new matches
 * once a day. Running either twice is harmless (one match row per search and candidate; the mail is
 * keyed by member and day).
 */
export const savedTalentSearchesPayload = z.union([
  z.strictObject({ run: z.literal("match"), candidateIds: z.array(z.uuid()).min(1).max(1000).optional() }),
  z.strictObject({ run: z.literal("daily-email") }),
]);
export type SavedTalentSearchesPayload = z.infer<typeof savedTalentSearchesPayload>;

/** After a candidate turns discoverable: their matches, a few seconds later (the profile's triggers have committed). */
export async function enqueueTalentMatching(candidateIds: string[], options: Pick<EnqueueOptions, "key"> = {}): Promise<string | null> {
  return enqueue("saved-talent-searches", savedTalentSearchesPayload.parse({ run: "match", candidateIds }), { ...options, startAfter: 5 });
}
