import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobPostings } from "@/db/schema/employers";
import type { CompanyActor } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { POSTING_MESSAGES as M } from "../messages";
import { loadPosting } from "./posting-access";

/** Deletes a draft that never went live (one that did is closed instead: its job and applicants stay). */
export async function deleteDraftPosting(db: Db, actor: CompanyActor, id: string): Promise<void> {
  const { posting } = await loadPosting(db, actor, id, "postings.edit");
  if (posting.status !== "draft" || posting.firstPublishedAt) throw new AppError("CONFLICT", M.notDraft);
  await db.delete(jobPostings).where(and(eq(jobPostings.id, posting.id), eq(jobPostings.status, "draft"), isNull(jobPostings.firstPublishedAt)));
}
