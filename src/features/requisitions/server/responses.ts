import "server-only";
import type { Db } from "@/db/client";
import type { CompanyActor } from "@/lib/auth/company-access";
import type { RequisitionAnswer } from "../types";
import { loadRequisition } from "./access";
import { abilitiesOf, requisitionActivityOf, requisitionViewOf } from "./queries";

/* The API's answers (decision 045): private, never cached; a requisition with what the caller may do and its history. */
export type { RequisitionAnswer };

export function privateJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

export async function requisitionAnswer(db: Db, actor: CompanyActor, id: string): Promise<RequisitionAnswer> {
  const loaded = await loadRequisition(db, actor, id, "requisitions.read");
  const [requisition, activity] = await Promise.all([requisitionViewOf(db, loaded), requisitionActivityOf(db, loaded.requisition.id)]);
  return { requisition, abilities: abilitiesOf(requisition, loaded.standing, actor.id), activity };
}
