import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/db/client";
import { companies } from "@/db/schema";
import { requisitions } from "@/db/schema/requisitions";
import { requireCompanyCapability, type CompanyActor, type CompanyCapability, type CompanyStanding } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { REQUISITION_MESSAGES as M } from "../messages";

/*
 * Every use case of one requisition starts here (decision 045): the requisition by id, then the
 * actor's capability in the requisition's own company (decision 038). No standing and no such
 * requisition are the same 404; a role without the capability is 403.
 */
/** A transaction handed to a use case's helpers. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type RequisitionRow = typeof requisitions.$inferSelect;
export type LoadedRequisition = { requisition: RequisitionRow; companyName: string; standing: CompanyStanding };

export async function loadRequisition(db: Db, actor: CompanyActor, id: string, capability: CompanyCapability): Promise<LoadedRequisition> {
  if (!z.uuid().safeParse(id).success) throw new AppError("NOT_FOUND", M.notFound);
  const [row] = await db
    .select({ requisition: requisitions, companyName: companies.name })
    .from(requisitions)
    .innerJoin(companies, eq(companies.id, requisitions.companyId))
    .where(eq(requisitions.id, id.toLowerCase()))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  const standing = await requireCompanyCapability(db, actor, row.requisition.companyId, capability);
  return { requisition: row.requisition, companyName: row.companyName, standing };
}

/** The requisition's row locked for the rest of the transaction (state changes are serialised per requisition). */
export async function lockRequisition(tx: Tx, id: string): Promise<RequisitionRow> {
  const [row] = await tx.select().from(requisitions).where(eq(requisitions.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return row;
}
