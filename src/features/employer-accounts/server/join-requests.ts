import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyJoinRequests, employerSignups, type CompanyRole } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { hitLimit } from "@/lib/rate-limit";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { HIRING_WELCOME_PATH, TEAM_SETTINGS_PATH } from "@/lib/employer-routes";
import { COMPANY_MESSAGES, roleLabel, TEAM_MESSAGES } from "../messages";
import { addMember, lockCompany } from "./membership";
import { getCompanyChoice, type Person } from "./queries";
import { tellOwners, tellPerson } from "./team-notices";

/*
 * Asking to join an existing company (decision 038): a hiring-type person asks; the company's owners
 * are told (inbox and mail) and approve with a role, or decline, on the Team page; the person sees
 * "waiting for approval" on /hiring/welcome and may withdraw. One pending request per person and
 * company (a partial unique index). A company without owners (made by the job importer) cannot be
 * asked: nobody could answer.
 */
/** Requests to join (new ones) one person may send an hour. */
export const JOIN_REQUESTS_PER_HOUR = 10;

const teamPath = (companyId: string) => `${TEAM_SETTINGS_PATH}?company=${encodeURIComponent(companyId)}`;

/** Takes the job title typed at sign-up, if any, and forgets it (it has served its purpose once the person is in a company). */
async function takeSignUpJobTitle(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], userId: string): Promise<string> {
  const [row] = await tx.delete(employerSignups).where(eq(employerSignups.userId, userId)).returning({ jobTitle: employerSignups.jobTitle });
  return row?.jobTitle ?? "";
}

export async function requestToJoin(db: Db, person: Person, companyId: string, message: string): Promise<{ id: string; status: "pending" }> {
  const choice = await getCompanyChoice(db, person, companyId);
  if (!choice) throw new AppError("NOT_FOUND", "Not found.");
  if (choice.action === "member") throw new AppError("CONFLICT", TEAM_MESSAGES.inviteYourself);
  if (choice.action === "pending" && choice.pendingRequestId) return { id: choice.pendingRequestId, status: "pending" };
  if (choice.action === "claim" || choice.action === "unavailable") throw new AppError("CONFLICT", COMPANY_MESSAGES.noOwners);
  // Each request mails every owner: a person asks a few companies an hour at most.
  const limit = await hitLimit(db, `company-join-request:user:${person.id}`, { max: JOIN_REQUESTS_PER_HOUR, windowSeconds: 60 * 60 });
  if (limit.limited) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    throw new AppError("RATE_LIMITED", `Too many requests to join. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const inserted = await db
    .insert(companyJoinRequests)
    .values({ companyId, userId: person.id, message })
    .onConflictDoNothing()
    .returning({ id: companyJoinRequests.id });
  if (!inserted[0]) {
    const [existing] = await db
      .select({ id: companyJoinRequests.id })
      .from(companyJoinRequests)
      .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.userId, person.id), eq(companyJoinRequests.status, "pending")));
    return { id: existing!.id, status: "pending" };
  }
  const id = inserted[0].id;
  await tellOwners(db, companyId, {
    key: `join-request:${id}`,
    title: `${person.name} asks to join ${choice.name} on Upstep`,
    body: `${person.name} (${person.email}) asks to join ${choice.name}'s hiring team.${message ? ` Their message: "${message}"` : ""} Approve the request with a role, or decline it, on the Team page.`,
    actionLabel: "Answer the request",
    link: teamPath(companyId),
  });
  return { id, status: "pending" };
}

async function decide(db: Db, person: Person, companyId: string, requestId: string, decision: { approve: true; role: CompanyRole } | { approve: false }) {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const result = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw new AppError("NOT_FOUND", "Not found.");
    const rows = await tx.execute<{ user_id: string; status: string }>(
      sql`select user_id, status from company_join_requests where id = ${requestId}::uuid and company_id = ${companyId}::uuid for update`,
    );
    const request = rows.rows[0];
    if (!request) throw new AppError("NOT_FOUND", "Not found.");
    if (request.status !== "pending") throw new AppError("CONFLICT", TEAM_MESSAGES.requestNotPending);
    await tx
      .update(companyJoinRequests)
      .set({ status: decision.approve ? "approved" : "declined", grantedRole: decision.approve ? decision.role : null, decidedByUserId: person.id, decidedAt: new Date() })
      .where(eq(companyJoinRequests.id, requestId));
    if (decision.approve) {
      const jobTitle = await takeSignUpJobTitle(tx, request.user_id);
      await addMember(tx, { companyId, userId: request.user_id, role: decision.role, jobTitle });
    }
    return { company, userId: request.user_id };
  });
  if (decision.approve) {
    await tellPerson(db, result.userId, {
      key: `join-request-approved:${requestId}`,
      title: `You joined ${result.company.name} on Upstep`,
      body: `${person.name} approved your request: you are on ${result.company.name}'s hiring team as ${roleLabel(decision.role).toLowerCase()}.`,
      actionLabel: "See your team",
      link: teamPath(companyId),
    });
  } else {
    await tellPerson(db, result.userId, {
      key: `join-request-declined:${requestId}`,
      title: `Your request to join ${result.company.name} was declined`,
      body: `The owners of ${result.company.name} declined your request to join its team on Upstep. You can create your own company or ask to join another one.`,
      actionLabel: "Create or join a company",
      link: HIRING_WELCOME_PATH,
    });
  }
}

export function approveJoinRequest(db: Db, person: Person, companyId: string, requestId: string, role: CompanyRole) {
  return decide(db, person, companyId, requestId, { approve: true, role });
}

export function declineJoinRequest(db: Db, person: Person, companyId: string, requestId: string) {
  return decide(db, person, companyId, requestId, { approve: false });
}

/** DELETE /api/employer/me/join-requests/{id}: the person withdraws their own pending request. */
export async function cancelJoinRequest(db: Db, person: Person, requestId: string): Promise<void> {
  const rows = await db
    .update(companyJoinRequests)
    .set({ status: "cancelled", decidedAt: new Date() })
    .where(and(eq(companyJoinRequests.id, requestId), eq(companyJoinRequests.userId, person.id), eq(companyJoinRequests.status, "pending")))
    .returning({ id: companyJoinRequests.id });
  if (!rows.length) throw new AppError("NOT_FOUND", "Not found.");
}

/**
 * POST /api/employer/company/{id}/domain-join: a person whose confirmed address is at a domain the
 * company verified joins at once, as an interviewer; the owners are told and can change the role.
 */
export async function joinByDomain(db: Db, person: Person, companyId: string): Promise<{ role: CompanyRole }> {
  const choice = await getCompanyChoice(db, person, companyId);
  if (!choice) throw new AppError("NOT_FOUND", "Not found.");
  if (choice.action === "member") throw new AppError("CONFLICT", TEAM_MESSAGES.inviteYourself);
  if (choice.action !== "domain-join") throw new AppError("FORBIDDEN", COMPANY_MESSAGES.domainNotYours);
  const role: CompanyRole = "interviewer";
  const joined = await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const jobTitle = await takeSignUpJobTitle(tx, person.id);
    const added = await addMember(tx, { companyId, userId: person.id, role, jobTitle });
    // A request of theirs to this company is moot now.
    await tx
      .update(companyJoinRequests)
      .set({ status: "cancelled", decidedAt: new Date() })
      .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.userId, person.id), eq(companyJoinRequests.status, "pending")));
    return added;
  });
  if (joined) {
    await tellOwners(db, companyId, {
      key: `domain-join:${companyId}:${person.id}:${Date.now()}`,
      title: `${person.name} joined ${choice.name} on Upstep`,
      body: `${person.name} (${person.email}) joined ${choice.name}'s hiring team as an interviewer: their confirmed address is at a domain the company verified. Change their role or remove them on the Team page.`,
      actionLabel: "See the team",
      link: teamPath(companyId),
    });
  }
  return { role };
}
