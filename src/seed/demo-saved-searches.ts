import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companyMembers, talentSavedSearches, users } from "@/db/schema";
import { talentSearchParamsSchema } from "@/features/talent-search/schemas";
import { enqueue } from "@/lib/queue/enqueue";

/*
 * Saved talent searches' demo (issue 17 part 3, decision 044): the demo recruiter (recruiter@upstep.local,
 * a recruiter of Northwind Health by the demo talent seed) has "Nurses near Columbus", saved 60 days
 * ago, and a run of the real matcher is queued: the worker, started right after setup, finds the demo
 * nurses who became discoverable since and notifies the recruiter. (Queued rather than run here: the
 * setup step runs under the react-server condition, where talent search's module, which also serves
 * pages, cannot load.) Written once: nothing happens when the recruiter has it, or is not a Northwind
 * recruiter (the seed that makes them one has not run).
 */
const DEMO_RECRUITER_EMAIL = "recruiter@upstep.local";
const DEMO_COMPANY = "northwind-health";
export const DEMO_SAVED_SEARCH_NAME = "Nurses near Columbus";
const SAVED_DAYS_AGO = 60;

/** True when the saved search was written now. */
export async function seedDemoSavedSearch(db: Db, now: Date = new Date()): Promise<boolean> {
  const [member] = await db
    .select({ userId: users.id, companyId: companies.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(users.email, DEMO_RECRUITER_EMAIL), eq(companies.slug, DEMO_COMPANY), eq(companyMembers.memberRole, "recruiter")))
    .limit(1);
  if (!member) return false;
  const savedAt = new Date(now.getTime() - SAVED_DAYS_AGO * 86_400_000);
  const [row] = await db
    .insert(talentSavedSearches)
    .values({
      companyId: member.companyId,
      userId: member.userId,
      name: DEMO_SAVED_SEARCH_NAME,
      params: talentSearchParamsSchema.parse({ q: "nurse", location: "Columbus, OH", radius: 50 }),
      notify: true,
      emailFrequency: "daily",
      lastCheckedAt: savedAt,
      createdAt: savedAt,
      updatedAt: savedAt,
    })
    .onConflictDoNothing()
    .returning({ id: talentSavedSearches.id });
  if (!row) return false;
  await enqueue("saved-talent-searches", { run: "match" }, { key: `demo-saved-search:${row.id}` });
  return true;
}
