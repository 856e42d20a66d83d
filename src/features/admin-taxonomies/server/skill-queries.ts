import "server-only";
import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { skills } from "@/db/schema";
import { SKILL_CATEGORIES } from "@/features/skills/server/queries";
import type { SkillsQuery } from "../schemas";
import type { Option, SkillAdminRow } from "../types";
import { likeEscape, PAGE_SIZE, type Paged } from "./queries";

/* Reads for /admin/skills (apart from queries.ts, which the browse routes load: the vocabulary stays out of them). */

export function skillCategoryOptions(): Option[] {
  return Object.entries(SKILL_CATEGORIES)
    .map(([value, c]) => ({ value, label: c.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function listSkillsAdmin(db: Db, query: SkillsQuery): Promise<Paged<SkillAdminRow>> {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${likeEscape(query.q.toLowerCase())}%`;
    where.push(or(sql`${skills.searchText} like ${like}`, sql`lower(${skills.name}) like ${like}`, sql`${skills.slug} like ${like}`));
  }
  if (query.category) where.push(eq(skills.category, query.category));
  if (query.status === "active") where.push(isNull(skills.retiredAt));
  if (query.status === "retired") where.push(isNotNull(skills.retiredAt));
  if (query.status === "edited") where.push(isNotNull(skills.editedAt));
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(skills).where(filter);
  const n = total?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(n / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const dir = query.dir === "desc" ? desc : asc;
  const order = query.sort === "category" ? [dir(skills.category), asc(sql`lower(${skills.name})`)] : query.sort === "updated" ? [dir(skills.updatedAt), asc(skills.slug)] : [dir(sql`lower(${skills.name})`), asc(skills.slug)];
  const rows = await db
    .select({ id: skills.id, slug: skills.slug, name: skills.name, category: skills.category, aliases: skills.aliases, retiredAt: skills.retiredAt, editedAt: skills.editedAt, updatedAt: skills.updatedAt })
    .from(skills)
    .where(filter)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows, total: n, page, pageCount, pageSize: PAGE_SIZE };
}
