import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requireCompanyCapability, type CompanyActor, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import type { PostingRow } from "./live-job";

/*
 * Every use case of one posting starts here (decision 039): the posting by id, then the actor's
 * capability in the posting's own company (decision 038): no standing, or no such posting, is the same
 * 404; a role without the capability 403.
 */
export type LoadedPosting = { posting: PostingRow; companyName: string; standing: CompanyStanding };

export async function loadPosting(db: Db, actor: CompanyActor, id: string, capability: CompanyCapability): Promise<LoadedPosting> {
  if (!z.uuid().safeParse(id).success) throw new AppError("NOT_FOUND", "Not found.");
  const [row] = await db
    .select({ posting: jobPostings, companyName: companies.name })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(eq(jobPostings.id, id.toLowerCase()))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found.");
  const standing = await requireCompanyCapability(db, actor, row.posting.companyId, capability);
  return { posting: row.posting, companyName: row.companyName, standing };
}
