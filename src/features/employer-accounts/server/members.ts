import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers, type CompanyRole } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { HIRING_WELCOME_PATH, TEAM_SETTINGS_PATH } from "@/lib/employer-routes";
import { roleLabel, TEAM_MESSAGES } from "../messages";
import { lockCompany, ownerCount } from "./membership";
import type { Person } from "./queries";
import { tellOwners, tellPerson } from "./team-notices";

/*
 * A company's members (decision 038): owners change roles and remove members; any member may leave.
 * A company always keeps an owner: the last one can be neither demoted nor removed, nor leave (the
 * company's row is locked while owners are counted, so two owners demoting each other at once cannot
 * both succeed).
 */
const teamPath = (companyId: string) => `${TEAM_SETTINGS_PATH}?company=${encodeURIComponent(companyId)}`;

async function memberRole(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], companyId: string, userId: string): Promise<CompanyRole | null> {
  const [row] = await tx
    .select({ role: companyMembers.memberRole })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row?.role ?? null;
}

/** PATCH .../members/{userId} { role }: owners only. */
export async function changeMemberRole(db: Db, person: Person, companyId: string, userId: string, role: CompanyRole): Promise<{ role: CompanyRole }> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const company = await db.transaction(async (tx) => {
    const locked = await lockCompany(tx, companyId);
    if (!locked) throw new AppError("NOT_FOUND", "Not found.");
    const current = await memberRole(tx, companyId, userId);
    if (!current) throw new AppError("NOT_FOUND", "Not found.");
    if (current === role) return null;
    if (current === "owner" && (await ownerCount(tx, companyId)) <= 1) throw new AppError("CONFLICT", TEAM_MESSAGES.lastOwner);
    await tx.update(companyMembers).set({ memberRole: role }).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    return locked;
  });
  if (company && userId !== person.id) {
    await tellPerson(db, userId, {
      key: `member-role:${companyId}:${userId}:${Date.now()}`,
      title: `Your role at ${company.name} is now ${roleLabel(role).toLowerCase()}`,
      body: `${person.name} made you ${roleLabel(role).toLowerCase()} of ${company.name} on Upstep.`,
      actionLabel: "See your team",
      link: teamPath(companyId),
    });
  }
  return { role };
}

/** DELETE .../members/{userId}: an owner removes a member, or a member (the person themselves) leaves. */
export async function removeMember(db: Db, person: Person, companyId: string, userId: string): Promise<{ left: boolean }> {
  const leaving = userId === person.id;
  if (!leaving) await requireCompanyCapability(db, person, companyId, "company.manage");
  const company = await db.transaction(async (tx) => {
    const locked = await lockCompany(tx, companyId);
    if (!locked) throw new AppError("NOT_FOUND", "Not found.");
    const current = await memberRole(tx, companyId, userId);
    if (!current) throw new AppError("NOT_FOUND", "Not found.");
    if (current === "owner" && (await ownerCount(tx, companyId)) <= 1) throw new AppError("CONFLICT", TEAM_MESSAGES.lastOwner);
    await tx.delete(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
    return locked;
  });
  if (leaving) {
    await tellOwners(db, companyId, {
      key: `member-left:${companyId}:${userId}:${Date.now()}`,
      title: `${person.name} left ${company.name} on Upstep`,
      body: `${person.name} (${person.email}) left ${company.name}'s hiring team.`,
      actionLabel: "See the team",
      link: teamPath(companyId),
    });
  } else {
    await tellPerson(db, userId, {
      key: `member-removed:${companyId}:${userId}:${Date.now()}`,
      title: `You are no longer on ${company.name}'s team`,
      body: `${person.name} removed you from ${company.name}'s hiring team on Upstep.`,
      actionLabel: "Create or join a company",
      link: HIRING_WELCOME_PATH,
    });
  }
  return { left: leaving };
}
