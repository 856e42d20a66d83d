import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers, users } from "@/db/schema";
import type { MemberView } from "../types";

/** The company's members (the note's @mention typeahead, names on notes and scorecards). */
export async function listCompanyMembers(db: Db, companyId: string): Promise<MemberView[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: companyMembers.memberRole })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name))
    .limit(500);
}
