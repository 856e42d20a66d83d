import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { applicationTracking, featureFlags } from "@/db/schema";
import { GET as listGet, POST as createPost } from "@/app/api/employer/company/[companyId]/requisitions/route";
import { GET as oneGet, PATCH as onePatch } from "@/app/api/employer/requisitions/[requisitionId]/route";
import { POST as submitPost } from "@/app/api/employer/requisitions/[requisitionId]/submit/route";
import { POST as approvalPost } from "@/app/api/employer/requisitions/[requisitionId]/approval/route";
import { POST as statusPost } from "@/app/api/employer/requisitions/[requisitionId]/status/route";
import { POST as linkPost } from "@/app/api/employer/requisitions/[requisitionId]/postings/route";
import { DELETE as unlinkDelete } from "@/app/api/employer/requisitions/[requisitionId]/postings/[postingId]/route";
import { POST as hirePost } from "@/app/api/employer/requisitions/[requisitionId]/hires/route";
import { DELETE as hireDelete } from "@/app/api/employer/requisitions/[requisitionId]/hires/[hireId]/route";
import { sendApplication, type Team } from "@/features/applicant-tracking/applicant-tracking.testing";
import { callRoute } from "@/testing/http";
import type { RequisitionFormInput } from "./schemas";
import { input } from "./requisitions.fixtures";
import type { RequisitionAnswer } from "./server/responses";

/* What the requisitions integration tests share (decision 045): the API as calls, a form's values, the flag. */
type Who = { cookie: string } | undefined;
const c = (a: Who) => a?.cookie;

export const setRequisitionsFlag = (enabled: boolean) => getDb().update(featureFlags).set({ enabled }).where(eq(featureFlags.key, "requisitions"));

export { input };

export const rq = {
  list: (companyId: string, qs: Record<string, string> = {}, a?: Who) =>
    callRoute(listGet, { path: `/api/employer/company/${companyId}/requisitions?${new URLSearchParams(qs)}`, params: { companyId }, cookie: c(a) }),
  create: (companyId: string, body: unknown, a?: Who) => callRoute(createPost, { method: "POST", path: `/api/employer/company/${companyId}/requisitions`, params: { companyId }, body, cookie: c(a) }),
  get: (id: string, a?: Who) => callRoute(oneGet, { path: `/api/employer/requisitions/${id}`, params: { requisitionId: id }, cookie: c(a) }),
  update: (id: string, body: unknown, a?: Who) => callRoute(onePatch, { method: "PATCH", path: `/api/employer/requisitions/${id}`, params: { requisitionId: id }, body, cookie: c(a) }),
  submit: (id: string, a?: Who) => callRoute(submitPost, { method: "POST", path: `/api/employer/requisitions/${id}/submit`, params: { requisitionId: id }, body: {}, cookie: c(a) }),
  decide: (id: string, decision: string, comment: string, a?: Who) =>
    callRoute(approvalPost, { method: "POST", path: `/api/employer/requisitions/${id}/approval`, params: { requisitionId: id }, body: { decision, comment }, cookie: c(a) }),
  status: (id: string, action: string, a?: Who) => callRoute(statusPost, { method: "POST", path: `/api/employer/requisitions/${id}/status`, params: { requisitionId: id }, body: { action }, cookie: c(a) }),
  link: (id: string, postingId: string, a?: Who) => callRoute(linkPost, { method: "POST", path: `/api/employer/requisitions/${id}/postings`, params: { requisitionId: id }, body: { postingId }, cookie: c(a) }),
  unlink: (id: string, postingId: string, a?: Who) =>
    callRoute(unlinkDelete, { method: "DELETE", path: `/api/employer/requisitions/${id}/postings/${postingId}`, params: { requisitionId: id, postingId }, cookie: c(a) }),
  hire: (id: string, body: unknown, a?: Who) => callRoute(hirePost, { method: "POST", path: `/api/employer/requisitions/${id}/hires`, params: { requisitionId: id }, body, cookie: c(a) }),
  unhire: (id: string, hireId: string, a?: Who) =>
    callRoute(hireDelete, { method: "DELETE", path: `/api/employer/requisitions/${id}/hires/${hireId}`, params: { requisitionId: id, hireId }, cookie: c(a) }),
};

export async function json<T = RequisitionAnswer>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

export async function errorOf(res: Response, status: number): Promise<string> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { error: { message: string } }).error.message;
}

/** A new requisition of the team's company, made by `a` (the owner by default). */
export async function newRequisition(team: Team, extra: Partial<RequisitionFormInput> = {}, a: Who = team.people.owner): Promise<RequisitionAnswer["requisition"]> {
  return (await json(await rq.create(team.job.companyId, input(extra), a), 201)).requisition;
}

/** An application to the posting moved to the company's Hired stage. */
export async function hiredApplicant(team: Team, postingId: string, name: string): Promise<string> {
  const { id } = await sendApplication({ jobId: postingId, companyId: team.job.companyId }, { name });
  await getDb().update(applicationTracking).set({ pipelineStageId: team.stage("Hired").id }).where(eq(applicationTracking.applicationId, id));
  return id;
}
