import "server-only";
import { and, asc, count, eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidatePreferences, categories, categoryRedirects, categoryTypes, companies, jobAlerts, jobPostings, jobs } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { slugify } from "@/lib/slugify";
import { categoryInputSchema, categoryMoveSchema, TAXONOMY_MESSAGES as M } from "../schemas";
import { categoriesChanged } from "./caches";
import { conflict, invalid, parseInput, requireAdmin, type Ctx, type Tx } from "./input";

/*
 * Categories of a type, in a two-level tree (decision 054). Create; edit name, slug, description,
 * sort order and parent; reorder among siblings; delete when nothing is filed under it. A slug or
 * parent change remembers the old place in category_redirects, so the old browse URL answers 308 to
 * the new one, and moves the slugs candidates' preferences and job alerts store. Every change is
 * audited in its transaction; the caches that name categories are cleared after it commits.
 */

type Before = { typeId: string; parentId: string | null; slug: string; name: string; description: string | null; sortOrder: number };

export async function saveCategory(db: Db, id: string | undefined, input: unknown, ctx: Ctx): Promise<{ id: string; slug: string }> {
  const actor = requireAdmin(ctx.actor);
  const v = parseInput(categoryInputSchema, input);
  const slug = v.slug || slugify(v.name);
  if (!slug) throw invalid("slug", M.slugFormat);
  const result = await db.transaction(async (tx) => {
    let before: Before | undefined;
    if (id) {
      [before] = await tx
        .select({ typeId: categories.typeId, parentId: categories.parentId, slug: categories.slug, name: categories.name, description: categories.description, sortOrder: categories.sortOrder })
        .from(categories)
        .where(eq(categories.id, id))
        .for("update");
      if (!before) throw new AppError("NOT_FOUND", M.categoryNotFound);
    }
    const typeId = before?.typeId ?? v.typeId;
    if (!typeId) throw invalid("typeId", M.typeNotFound);
    const [type] = await tx.select({ slug: categoryTypes.slug }).from(categoryTypes).where(eq(categoryTypes.id, typeId));
    if (!type) throw invalid("typeId", M.typeNotFound);
    const parentId = v.parentId;
    if (parentId) {
      if (parentId === id) throw invalid("parentId", M.parentIsSelf);
      const [parent] = await tx.select({ typeId: categories.typeId, parentId: categories.parentId }).from(categories).where(eq(categories.id, parentId));
      if (!parent || parent.typeId !== typeId || parent.parentId !== null) throw invalid("parentId", M.parentNotFound);
      if (id) {
        const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
        if ((kids?.n ?? 0) > 0) throw invalid("parentId", M.parentHasChildren);
      }
    }
    const levelChanged = before !== undefined && (before.parentId === null) !== (parentId === null);
    if (levelChanged) {
      const use = await usage(tx, id!);
      const parts = usageParts(use);
      if (parts.length) throw invalid("parentId", `This category is in use (${parts.join(", ")}), so it cannot move between top level and subcategory.`);
    }
    await assertCategoryFree(tx, { typeId, parentId, slug, name: v.name, exceptId: id });
    const row = { typeId, parentId, slug, name: v.name, description: v.description || null, sortOrder: v.sortOrder, updatedAt: new Date() };
    const [written] = id
      ? await tx.update(categories).set(row).where(eq(categories.id, id)).returning({ id: categories.id })
      : await tx.insert(categories).values(row).returning({ id: categories.id });
    const categoryId = written!.id;
    // The new place is the category's own now: a redirect remembered there would never be read.
    await tx.delete(categoryRedirects).where(and(eq(categoryRedirects.typeId, typeId), parentId ? eq(categoryRedirects.parentId, parentId) : isNull(categoryRedirects.parentId), eq(categoryRedirects.oldSlug, slug)));
    if (before && (before.slug !== slug || before.parentId !== parentId)) {
      await tx
        .insert(categoryRedirects)
        .values({ typeId, parentId: before.parentId, oldSlug: before.slug, categoryId })
        .onConflictDoUpdate({ target: [categoryRedirects.typeId, categoryRedirects.parentId, categoryRedirects.oldSlug], set: { categoryId, createdAt: new Date() } });
      if (before.parentId && parentId && before.parentId !== parentId) {
        // A subcategory moved to another parent: its jobs and postings follow it.
        await tx.update(jobs).set({ categoryId: parentId }).where(eq(jobs.subcategoryId, categoryId));
        await tx.update(jobPostings).set({ categoryId: parentId }).where(eq(jobPostings.subcategoryId, categoryId));
      }
      if (type.slug === "jobs") await moveStoredSlugs(tx, before, { parentId, slug });
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: id ? "admin.category.update" : "admin.category.create",
      targetType: "category",
      targetId: categoryId,
      data: { before: before ?? null, after: { typeId, parentId, slug, name: v.name, description: v.description || null, sortOrder: v.sortOrder } },
      correlationId: ctx.correlationId,
    });
    return { id: categoryId, slug };
  });
  await categoriesChanged(db);
  return result;
}

/** Candidates' desired categories and industries, and job alerts, store jobs category slugs. */
async function moveStoredSlugs(tx: Tx, before: Before, after: { parentId: string | null; slug: string }) {
  if (before.parentId === null && after.parentId === null) {
    await tx
      .update(candidatePreferences)
      .set({ desiredCategories: sql`array_replace(${candidatePreferences.desiredCategories}, ${before.slug}, ${after.slug})`, industries: sql`array_replace(${candidatePreferences.industries}, ${before.slug}, ${after.slug})` })
      .where(or(sql`${before.slug} = any(${candidatePreferences.desiredCategories})`, sql`${before.slug} = any(${candidatePreferences.industries})`));
    await tx.update(jobAlerts).set({ categorySlug: after.slug }).where(eq(jobAlerts.categorySlug, before.slug));
    return;
  }
  if (before.parentId !== null && after.parentId !== null) {
    const [oldParent] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, before.parentId));
    const [newParent] = await tx.select({ slug: categories.slug }).from(categories).where(eq(categories.id, after.parentId));
    if (oldParent && newParent) {
      await tx
        .update(jobAlerts)
        .set({ categorySlug: newParent.slug, subcategorySlug: after.slug })
        .where(and(eq(jobAlerts.categorySlug, oldParent.slug), eq(jobAlerts.subcategorySlug, before.slug)));
    }
  }
}

export type CategoryUsage = { jobs: number; postings: number; companies: number; children: number };

async function usage(tx: Pick<Db, "select">, id: string): Promise<CategoryUsage> {
  const [[j], [p], [c], [k]] = await Promise.all([
    tx.select({ n: count() }).from(jobs).where(or(eq(jobs.categoryId, id), eq(jobs.subcategoryId, id))),
    tx.select({ n: count() }).from(jobPostings).where(or(eq(jobPostings.categoryId, id), eq(jobPostings.subcategoryId, id))),
    tx.select({ n: count() }).from(companies).where(eq(companies.categoryId, id)),
    tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
  ]);
  return { jobs: j?.n ?? 0, postings: p?.n ?? 0, companies: c?.n ?? 0, children: k?.n ?? 0 };
}

function plural(n: number, one: string, many: string) {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

function usageParts(u: CategoryUsage): string[] {
  return [
    u.jobs ? plural(u.jobs, "job", "jobs") : "",
    u.postings ? plural(u.postings, "employer posting", "employer postings") : "",
    u.companies ? plural(u.companies, "company", "companies") : "",
  ].filter(Boolean);
}

export async function deleteCategory(db: Db, id: string, ctx: Ctx): Promise<void> {
  const actor = requireAdmin(ctx.actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.categoryNotFound);
    const use = await usage(tx, id);
    const parts = usageParts(use);
    if (parts.length) throw new AppError("CONFLICT", M.categoryInUse(parts));
    if (use.children) throw new AppError("CONFLICT", M.categoryHasChildren(use.children));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "admin.category.delete",
      targetType: "category",
      targetId: id,
      data: { before: { typeId: before.typeId, parentId: before.parentId, slug: before.slug, name: before.name, description: before.description, sortOrder: before.sortOrder }, after: null },
      correlationId: ctx.correlationId,
    });
  });
  await categoriesChanged(db);
}

/** Moves a category one place up or down among its siblings (the order is renumbered 10, 20, ...). */
export async function moveCategory(db: Db, id: string, input: unknown, ctx: Ctx): Promise<{ moved: boolean }> {
  const actor = requireAdmin(ctx.actor);
  const { direction } = parseInput(categoryMoveSchema, input);
  const moved = await db.transaction(async (tx) => {
    const [self] = await tx.select({ typeId: categories.typeId, parentId: categories.parentId }).from(categories).where(eq(categories.id, id));
    if (!self) throw new AppError("NOT_FOUND", M.categoryNotFound);
    const siblings = await tx
      .select({ id: categories.id, sortOrder: categories.sortOrder })
      .from(categories)
      .where(and(eq(categories.typeId, self.typeId), self.parentId ? eq(categories.parentId, self.parentId) : isNull(categories.parentId)))
      .orderBy(asc(categories.sortOrder), asc(categories.name))
      .for("update");
    const at = siblings.findIndex((s) => s.id === id);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) return false;
    const order = siblings.map((s) => s.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    const before = Object.fromEntries(siblings.map((s) => [s.id, s.sortOrder]));
    for (const [i, sid] of order.entries()) {
      if (before[sid] !== (i + 1) * 10) await tx.update(categories).set({ sortOrder: (i + 1) * 10, updatedAt: new Date() }).where(eq(categories.id, sid));
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "admin.category.reorder",
      targetType: "category",
      targetId: id,
      data: { direction, before, after: Object.fromEntries(order.map((sid, i) => [sid, (i + 1) * 10])) },
      correlationId: ctx.correlationId,
    });
    return true;
  });
  if (moved) await categoriesChanged(db);
  return { moved };
}

async function assertCategoryFree(tx: Pick<Db, "select">, v: { typeId: string; parentId: string | null; slug: string; name: string; exceptId?: string }) {
  const level = and(eq(categories.typeId, v.typeId), v.parentId ? eq(categories.parentId, v.parentId) : isNull(categories.parentId), v.exceptId ? ne(categories.id, v.exceptId) : undefined);
  const [slugTaken] = await tx.select({ id: categories.id }).from(categories).where(and(level, eq(categories.slug, v.slug)));
  if (slugTaken) throw conflict("slug", M.categorySlugTaken);
  const [nameTaken] = await tx.select({ id: categories.id }).from(categories).where(and(level, sql`lower(${categories.name}) = lower(${v.name})`));
  if (nameTaken) throw conflict("name", M.categoryNameTaken);
}
