import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, jobRoles } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { slugify } from "@/lib/slugify";
import { activeSchema, jobRoleInputSchema, TAXONOMY_MESSAGES as M } from "../schemas";
import { conflict, invalid, parseInput, requireAdmin, type Ctx } from "./input";

/*
 * Job roles, the curated occupation titles (decision 054): create, edit (title, slug, category and
 * subcategory, aliases, description, active) and deactivate/reactivate. Titles and slugs are unique
 * (titles ignoring case); the category is a top-level jobs category, the subcategory one of its children.
 */
export async function saveJobRole(db: Db, id: string | undefined, input: unknown, ctx: Ctx): Promise<{ id: string; slug: string }> {
  const actor = requireAdmin(ctx.actor);
  const v = parseInput(jobRoleInputSchema, input);
  const slug = v.slug || slugify(v.title);
  if (!slug) throw invalid("slug", M.slugFormat);
  return db.transaction(async (tx) => {
    let before: typeof jobRoles.$inferSelect | undefined;
    if (id) {
      [before] = await tx.select().from(jobRoles).where(eq(jobRoles.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", M.roleNotFound);
    }
    if (v.categoryId) {
      const [cat] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .innerJoin(categoryTypes, and(eq(categoryTypes.id, categories.typeId), eq(categoryTypes.slug, "jobs")))
        .where(eq(categories.id, v.categoryId));
      if (!cat || cat.parentId !== null) throw invalid("categoryId", M.roleCategoryNotFound);
    }
    if (v.subcategoryId) {
      const [sub] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, v.subcategoryId));
      if (!sub || !v.categoryId || sub.parentId !== v.categoryId) throw invalid("subcategoryId", M.roleSubcategoryNotFound);
    }
    const other = id ? ne(jobRoles.id, id) : undefined;
    const [slugTaken] = await tx.select({ id: jobRoles.id }).from(jobRoles).where(and(eq(jobRoles.slug, slug), other));
    if (slugTaken) throw conflict("slug", M.roleSlugTaken);
    const [titleTaken] = await tx.select({ id: jobRoles.id }).from(jobRoles).where(and(sql`lower(${jobRoles.title}) = lower(${v.title})`, other));
    if (titleTaken) throw conflict("title", M.roleTitleTaken);
    const row = { slug, title: v.title, categoryId: v.categoryId, subcategoryId: v.subcategoryId, aliases: v.aliases, description: v.description, active: v.active, updatedAt: new Date() };
    const [written] = id
      ? await tx.update(jobRoles).set(row).where(eq(jobRoles.id, id)).returning({ id: jobRoles.id })
      : await tx.insert(jobRoles).values(row).returning({ id: jobRoles.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: id ? "admin.job_role.update" : "admin.job_role.create",
      targetType: "job_role",
      targetId: written!.id,
      data: { before: before ? snapshot(before) : null, after: { ...row, updatedAt: undefined } },
      correlationId: ctx.correlationId,
    });
    return { id: written!.id, slug };
  });
}

function snapshot(r: typeof jobRoles.$inferSelect) {
  return { slug: r.slug, title: r.title, categoryId: r.categoryId, subcategoryId: r.subcategoryId, aliases: r.aliases, description: r.description, active: r.active };
}

/** Deactivates (active: false) or reactivates a role; answers the role's state. */
export async function setJobRoleActive(db: Db, id: string, input: unknown, ctx: Ctx): Promise<{ id: string; active: boolean }> {
  const actor = requireAdmin(ctx.actor);
  const { active } = parseInput(activeSchema, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ active: jobRoles.active }).from(jobRoles).where(eq(jobRoles.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.roleNotFound);
    if (before.active !== active) {
      await tx.update(jobRoles).set({ active, updatedAt: new Date() }).where(eq(jobRoles.id, id));
      await recordAudit(tx, { actorUserId: actor.id, action: active ? "admin.job_role.activate" : "admin.job_role.deactivate", targetType: "job_role", targetId: id, data: { before, after: { active } }, correlationId: ctx.correlationId });
    }
    return { id, active };
  });
}
