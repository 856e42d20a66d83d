import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { skills } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { recordAudit } from "@/lib/audit";
import { SKILL_CATEGORIES, skillRow, skillSlug } from "@/features/skills/server/queries";
import { retiredSchema, skillInputSchema, TAXONOMY_MESSAGES as M } from "../schemas";
import { conflict, invalid, parseInput, requireAdmin, type Ctx } from "./input";

/*
 * The skills vocabulary (decision 054): create, edit name, slug (new skills only), aliases and
 * category, retire and unretire. Terms and search text are computed exactly as the loader computes
 * them (skillRow). Every admin write sets edited_at, which the loader respects: the next start
 * neither overwrites nor retires nor unretires the row. A name or alias may not already name another
 * skill (its normalised term), so the typeahead and the matcher never find two skills for one word.
 */
export async function saveSkill(db: Db, id: string | undefined, input: unknown, ctx: Ctx): Promise<{ id: string; slug: string }> {
  const actor = requireAdmin(ctx.actor);
  const v = parseInput(skillInputSchema, input);
  if (!(v.category in SKILL_CATEGORIES)) throw invalid("category", M.skillCategory);
  return db.transaction(async (tx) => {
    let before: typeof skills.$inferSelect | undefined;
    if (id) {
      [before] = await tx.select().from(skills).where(eq(skills.id, id)).for("update");
      if (!before) throw new AppError("NOT_FOUND", M.skillNotFound);
    }
    // Stored profiles and postings name skills by slug: an existing skill keeps its slug.
    const slug = before?.slug ?? (v.slug || skillSlug(v.name));
    if (!slug) throw invalid("slug", M.slugFormat);
    const aliases = v.aliases.filter((a) => a.toLowerCase() !== v.name.toLowerCase());
    // Ambiguous terms that are still a name or alias stay ambiguous.
    const ambiguous = (before?.ambiguous ?? []).filter((t) => [v.name, ...aliases].includes(t));
    const row = skillRow({ slug, name: v.name, category: v.category as keyof typeof SKILL_CATEGORIES, aliases, ambiguous });
    const other = id ? ne(skills.id, id) : undefined;
    const [nameTaken] = await tx.select({ id: skills.id }).from(skills).where(and(sql`lower(${skills.name}) = lower(${v.name})`, other));
    if (nameTaken) throw conflict("name", M.skillNameTaken);
    if (!before) {
      const [slugTaken] = await tx.select({ id: skills.id }).from(skills).where(eq(skills.slug, slug));
      if (slugTaken) throw conflict("slug", M.skillSlugTaken);
    }
    const [termTaken] = await tx
      .select({ name: skills.name, term: sql<string>`(select t from unnest(${skills.terms}) t where t = any(${sql.param(row.terms)}::text[]) limit 1)` })
      .from(skills)
      .where(and(sql`${skills.terms} && ${sql.param(row.terms)}::text[]`, sql`${skills.retiredAt} is null`, other))
      .limit(1);
    if (termTaken) throw conflict("aliases", M.skillTermTaken(termTaken.term, termTaken.name));
    const now = new Date();
    const values = { name: row.name, category: row.category, aliases: row.aliases, ambiguous: row.ambiguous, terms: row.terms, searchText: row.searchText, editedAt: now, updatedAt: now };
    const [written] = id
      ? await tx.update(skills).set(values).where(eq(skills.id, id)).returning({ id: skills.id })
      : await tx.insert(skills).values({ slug, ...values }).returning({ id: skills.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: id ? "admin.skill.update" : "admin.skill.create",
      targetType: "skill",
      targetId: written!.id,
      data: { before: before ? { slug: before.slug, name: before.name, category: before.category, aliases: before.aliases } : null, after: { slug, name: row.name, category: row.category, aliases: row.aliases } },
      correlationId: ctx.correlationId,
    });
    return { id: written!.id, slug };
  });
}

/** Retires (retired_at now) or unretires a skill; either way the loader leaves it alone from then on. */
export async function setSkillRetired(db: Db, id: string, input: unknown, ctx: Ctx): Promise<{ id: string; retired: boolean }> {
  const actor = requireAdmin(ctx.actor);
  const { retired } = parseInput(retiredSchema, input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ retiredAt: skills.retiredAt, terms: skills.terms, name: skills.name }).from(skills).where(eq(skills.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", M.skillNotFound);
    if ((before.retiredAt !== null) === retired) return { id, retired };
    if (!retired) {
      const [termTaken] = await tx
        .select({ name: skills.name })
        .from(skills)
        .where(and(sql`${skills.terms} && ${sql.param(before.terms)}::text[]`, sql`${skills.retiredAt} is null`, ne(skills.id, id)))
        .limit(1);
      if (termTaken) throw new AppError("CONFLICT", `${before.name} shares a name or alias with ${termTaken.name}: edit one of them first.`);
    }
    const now = new Date();
    await tx.update(skills).set({ retiredAt: retired ? now : null, editedAt: now, updatedAt: now }).where(eq(skills.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: retired ? "admin.skill.retire" : "admin.skill.unretire",
      targetType: "skill",
      targetId: id,
      data: { before: { retiredAt: before.retiredAt }, after: { retiredAt: retired ? now : null } },
      correlationId: ctx.correlationId,
    });
    return { id, retired };
  });
}
