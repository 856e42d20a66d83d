import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { categories, categoryTypes, companyMembers, skills } from "@/db/schema";
import { POSTING_MESSAGES as M } from "../messages";
import { isBlankLocation, type FieldIssue, type PostingValues } from "../schemas";

/*
 * What a posting names that only the database can check (decision 039), as field issues the form
 * shows under the fields: each place exists (a ZIP in the postal codes and in the state given; a city
 * without a ZIP among the state's postal code cities, as the importer's resolver finds them), the
 * skills are the vocabulary's, the category is a top-level category of type "jobs" and the
 * subcategory one of its children, the owner is a member of the company.
 */
const JOBS_CATEGORY_TYPE = "jobs";

export async function referenceIssues(db: Db, companyId: string, v: PostingValues): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const places = v.locations.map((l, i) => ({ ...l, i })).filter((l) => !isBlankLocation(l) && l.state);
  const withZip = places.filter((l) => l.postalCode);
  const withoutZip = places.filter((l) => !l.postalCode && l.city);

  const [zipRows, cityRows, skillRows, categoryRows, ownerRows] = await Promise.all([
    withZip.length
      ? db.execute<{ postal_code: string; state_code: string }>(
          sql`select postal_code, state_code from postal_codes where postal_code = any(${sql.param(withZip.map((l) => l.postalCode))}::text[])`,
        )
      : null,
    withoutZip.length
      ? db.execute<{ st: string; lc: string }>(sql`
          select distinct v.st, v.lc from unnest(${sql.param(withoutZip.map((l) => l.state))}::text[], ${sql.param(withoutZip.map((l) => l.city.toLowerCase()))}::text[]) as v(st, lc)
          where exists (select 1 from postal_codes pc where pc.state_code = v.st and lower(pc.city) = v.lc)`)
      : null,
    v.skills.length ? db.select({ slug: skills.slug }).from(skills).where(and(inArray(skills.slug, v.skills), isNull(skills.retiredAt))) : [],
    v.categoryId
      ? db
          .select({ id: categories.id, parentId: categories.parentId })
          .from(categories)
          .innerJoin(categoryTypes, eq(categoryTypes.id, categories.typeId))
          .where(and(eq(categoryTypes.slug, JOBS_CATEGORY_TYPE), inArray(categories.id, [v.categoryId, ...(v.subcategoryId ? [v.subcategoryId] : [])])))
      : [],
    v.ownerUserId
      ? db
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, v.ownerUserId)))
      : [],
  ]);

  const zips = new Map((zipRows?.rows ?? []).map((r) => [r.postal_code, r.state_code]));
  const cities = new Set((cityRows?.rows ?? []).map((r) => `${r.st}|${r.lc}`));
  for (const l of places) {
    if (l.postalCode) {
      const state = zips.get(l.postalCode);
      if (!state) issues.push({ path: `locations.${l.i}.postalCode`, message: M.locationUnknownZip });
      else if (state !== l.state) issues.push({ path: `locations.${l.i}.postalCode`, message: M.locationZipState });
    } else if (l.city && !cities.has(`${l.state}|${l.city.toLowerCase()}`)) {
      issues.push({ path: `locations.${l.i}.city`, message: M.locationUnknownCity });
    }
  }

  const known = new Set(skillRows.map((r) => r.slug));
  if (v.skills.some((s) => !known.has(s))) issues.push({ path: "skills", message: M.skillsFromList });

  if (v.categoryId) {
    const category = categoryRows.find((c) => c.id === v.categoryId);
    if (!category || category.parentId !== null) issues.push({ path: "categoryId", message: M.category });
    else if (v.subcategoryId) {
      const sub = categoryRows.find((c) => c.id === v.subcategoryId);
      if (!sub || sub.parentId !== v.categoryId) issues.push({ path: "subcategoryId", message: M.subcategory });
    }
  }

  if (v.ownerUserId && !ownerRows.length) issues.push({ path: "ownerUserId", message: M.ownerNotMember });
  return issues;
}
