import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobTagRules } from "@/db/schema/admin-job-data";
import { recordAudit } from "@/lib/audit";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { readTagRuleInput } from "./tag-rule-input";
import { requireAdmin } from "./validation";

type Row = typeof jobTagRules.$inferSelect;
const view = (r: Row) => ({ field: r.field, match: r.match, keywords: r.keywords, pattern: r.pattern, tag: r.tag, enabled: r.enabled });

/*
 * Tag mapping rules (decision 055): saving a rule changes what the next imports do; jobs already
 * imported change when an administrator re-applies the rules (reapply-tag-rules.ts). Audited.
 */
export async function createTagRule(db: Db, actor: CurrentUser | null, body: unknown, correlationId: string): Promise<{ id: string }> {
  const admin = requireAdmin(actor);
  const values = await readTagRuleInput(db, body);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(jobTagRules).values(values).returning();
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.tag-rule.create", targetType: "tag-rule", targetId: row!.id, data: { after: view(row!) }, correlationId });
    return { id: row!.id };
  });
}

export async function updateTagRule(db: Db, actor: CurrentUser | null, id: string, body: unknown, correlationId: string): Promise<{ id: string }> {
  const admin = requireAdmin(actor);
  const values = await readTagRuleInput(db, body);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobTagRules).where(eq(jobTagRules.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "This tag rule does not exist.");
    const [after] = await tx.update(jobTagRules).set({ ...values, updatedAt: new Date() }).where(eq(jobTagRules.id, id)).returning();
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.tag-rule.update", targetType: "tag-rule", targetId: id, data: { before: view(before), after: view(after!) }, correlationId });
    return { id };
  });
}

/** The rule goes; its tags stay on jobs until the rules are re-applied (the audit keeps the rule to re-create it). */
export async function deleteTagRule(db: Db, actor: CurrentUser | null, id: string, correlationId: string): Promise<void> {
  const admin = requireAdmin(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(jobTagRules).where(eq(jobTagRules.id, id)).returning();
    if (!before) throw new AppError("NOT_FOUND", "This tag rule does not exist.");
    await recordAudit(tx, { actorUserId: admin.id, action: "admin.tag-rule.delete", targetType: "tag-rule", targetId: id, data: { before: view(before) }, correlationId });
  });
}
