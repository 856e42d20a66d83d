import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { slugify } from "@/lib/slugify";
import { categoryTypeInputSchema, TAXONOMY_MESSAGES as M } from "../schemas";
import { CODE_CATEGORY_TYPES } from "../types";
import { categoriesChanged } from "./caches";
import { conflict, invalid, parseInput, requireAdmin, type Ctx } from "./input";

/*
 * Category types (jobs, companies, ...): create, rename, delete when empty. A type whose slug the code
 * names (CODE_CATEGORY_TYPES: the browse routes, search, the importer) keeps its slug; its name may change.
 */
export async function createCategoryType(db: Db, input: unknown, ctx: Ctx): Promise<{ id: string; slug: string }> {
  const actor = requireAdmin(ctx.actor);
  const v = parseInput(categoryTypeInputSchema, input);
  const slug = v.slug || slugify(v.name);
  if (!slug) throw invalid("slug", M.slugFormat);
  return db.transaction(async (tx) => {
    await assertTypeFree(tx, { name: v.name, slug });
    const [row] = await tx.insert(categoryTypes).values({ name: v.name, slug }).returning({ id: categoryTypes.id });
    await recordAudit(tx, { actorUserId: actor.id, action: "admin.category_type.create", targetType: "category_type", targetId: row!.id, data: { before: null, after: { name: v.name, slug } }, correlationId: ctx.correlationId });
    return { id: row!.id, slug };
  });
}

export async function updateCategoryType(db: Db, id: string, input: unknown, ctx: Ctx): Promise<{ id: string; slug: string }> {
  const actor = requireAdmin(ctx.actor);
  const v = parseInput(categoryTypeInputSchema, input);
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: categoryTypes.name, slug: categoryTypes.slug }).from(categoryTypes).where(eq(categoryTypes.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.typeNotFound);
    const slug = v.slug || before.slug;
    if (slug !== before.slug && (CODE_CATEGORY_TYPES as readonly string[]).includes(before.slug)) throw invalid("slug", M.typeSlugInCode);
    await assertTypeFree(tx, { name: v.name, slug, exceptId: id });
    await tx.update(categoryTypes).set({ name: v.name, slug, updatedAt: new Date() }).where(eq(categoryTypes.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "admin.category_type.update", targetType: "category_type", targetId: id, data: { before, after: { name: v.name, slug } }, correlationId: ctx.correlationId });
    return { id, slug };
  });
  await categoriesChanged(db);
  return result;
}

export async function deleteCategoryType(db: Db, id: string, ctx: Ctx): Promise<void> {
  const actor = requireAdmin(ctx.actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ name: categoryTypes.name, slug: categoryTypes.slug }).from(categoryTypes).where(eq(categoryTypes.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.typeNotFound);
    const [n] = await tx.select({ n: count() }).from(categories).where(eq(categories.typeId, id));
    if ((n?.n ?? 0) > 0) throw new AppError("CONFLICT", M.typeNotEmpty(n!.n));
    if ((CODE_CATEGORY_TYPES as readonly string[]).includes(before.slug)) throw new AppError("CONFLICT", M.typeSlugInCode.replace("cannot change", "cannot be deleted"));
    await tx.delete(categoryTypes).where(eq(categoryTypes.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "admin.category_type.delete", targetType: "category_type", targetId: id, data: { before, after: null }, correlationId: ctx.correlationId });
  });
}

async function assertTypeFree(tx: Pick<Db, "select">, v: { name: string; slug: string; exceptId?: string }) {
  const other = v.exceptId ? ne(categoryTypes.id, v.exceptId) : undefined;
  const [slugTaken] = await tx.select({ id: categoryTypes.id }).from(categoryTypes).where(and(eq(categoryTypes.slug, v.slug), other));
  if (slugTaken) throw conflict("slug", M.typeSlugTaken);
  const [nameTaken] = await tx.select({ id: categoryTypes.id }).from(categoryTypes).where(and(sql`lower(${categoryTypes.name}) = lower(${v.name})`, other));
  if (nameTaken) throw conflict("name", M.typeNameTaken);
}
