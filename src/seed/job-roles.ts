import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { slugify } from "@/lib/slugify";
import { OCCUPATIONS } from "./jobs/occupations";

/*
 * The curated job roles (/admin/job-roles, decision 054), from the curated occupations the demo jobs
 * are made of: one role per occupation (its key as slug, its first title as the role's title, the
 * other titles as aliases, its first summary sentence as description). Every start inserts the roles
 * whose slug is missing (an administrator's edits and deactivations stay) and files a role that was
 * never edited under its jobs category and subcategory once those exist (the demo import or a feed
 * creates them). Answers how many roles it inserted.
 */
export async function seedJobRoles(db: Db): Promise<number> {
  const rows = OCCUPATIONS.map((o) => ({
    slug: o.key,
    title: o.titles[0] ?? o.key,
    aliases: [...new Set(o.titles.slice(1))],
    description: o.summary[0] ?? "",
    category: slugify(o.category),
    subcategory: slugify(o.subcategory),
  }));
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  const inserted = await db.execute(sql`
    insert into job_roles (slug, title, aliases, description)
    select v.slug, v.title, array(select jsonb_array_elements_text(v.aliases)), v.description
    from unnest(${col((r) => r.slug)}::text[], ${col((r) => r.title)}::text[], ${col((r) => JSON.stringify(r.aliases))}::jsonb[], ${col((r) => r.description)}::text[])
      as v(slug, title, aliases, description)
    on conflict (slug) do nothing`);
  await db.execute(sql`
    update job_roles r set category_id = cat.id, subcategory_id = sub.id
    from unnest(${col((r) => r.slug)}::text[], ${col((r) => r.category)}::text[], ${col((r) => r.subcategory)}::text[]) as v(slug, category, subcategory)
    join categories cat on cat.parent_id is null and cat.slug = v.category
    join category_types t on t.id = cat.type_id and t.slug = 'jobs'
    left join categories sub on sub.parent_id = cat.id and sub.slug = v.subcategory
    where r.slug = v.slug and r.category_id is null and r.created_at = r.updated_at`);
  return inserted.rowCount ?? 0;
}
