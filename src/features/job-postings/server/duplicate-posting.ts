import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/db/client";
import { jobPostings } from "@/db/schema/employers";
import type { CompanyActor } from "@/lib/auth/company-access";
import { defaultExpiryDay, expiryInstant } from "../schemas";
import type { PostingRow } from "./live-job";
import { loadPosting } from "./posting-access";

/**
 * A new draft with a posting's content (decision 039): how a closed posting is posted again, or a
 * similar job started from one. Its questions get new ids and it expires 30 days from now.
 */
export async function duplicatePosting(db: Db, actor: CompanyActor, id: string, now: Date = new Date()): Promise<PostingRow> {
  const { posting, standing } = await loadPosting(db, actor, id, "postings.edit");
  const { id: _id, status: _s, firstPublishedAt: _f, publishedAt: _p, pausedAt: _pa, closedAt: _c, createdAt: _ca, updatedAt: _u, ...content } = posting;
  const [row] = await db
    .insert(jobPostings)
    .values({
      ...content,
      status: "draft",
      questions: posting.questions.map((q) => ({ ...q, id: randomUUID() })),
      expiresAt: expiryInstant(defaultExpiryDay(now)),
      ownerUserId: standing === "admin" ? posting.ownerUserId : actor.id,
      createdByUserId: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}
