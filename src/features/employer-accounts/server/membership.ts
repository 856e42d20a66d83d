import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers, type CompanyRole } from "@/db/schema";
import { grantEmployerRole } from "@/lib/auth/employer-role";

/*
 * Joining a company, however it happens (created, claimed, invitation, approved request, verified
 * domain): the membership and the platform role Hiring Manager unless the person has an employer role
 * already (decision 038). A person who is already a member keeps their role and job title. Inside the
 * caller's transaction.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** True when the person became a member now, false when they already were one. */
export async function addMember(tx: Tx, params: { companyId: string; userId: string; role: CompanyRole; jobTitle?: string }): Promise<boolean> {
  const inserted = await tx
    .insert(companyMembers)
    .values({ companyId: params.companyId, userId: params.userId, memberRole: params.role, jobTitle: params.jobTitle ?? "" })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  await grantEmployerRole(tx, params.userId);
  return inserted.length > 0;
}

/** Locks the company's row: every change of its members and owners runs one at a time (the last-owner rule holds under races). */
export async function lockCompany(tx: Tx, companyId: string): Promise<{ id: string; name: string; slug: string; website: string | null; claimedAt: Date | null } | null> {
  const rows = await tx.execute<{ id: string; name: string; slug: string; website: string | null; claimed_at: Date | string | null }>(
    sql`select id, name, slug, website, claimed_at from companies where id = ${companyId}::uuid for update`,
  );
  const row = rows.rows[0];
  if (!row) return null;
  return { id: row.id, name: row.name, slug: row.slug, website: row.website, claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at) };
}

export async function ownerCount(tx: Tx, companyId: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from company_members where company_id = ${companyId}::uuid and member_role = 'owner'`);
  return rows.rows[0]?.n ?? 0;
}
