import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/*
 * Joining a company (creating it, signing up as an employer, an accepted invitation, an approved
 * request, a verified domain) gives the platform role Hiring Manager unless the person already has an
 * employer role (Hiring Manager, H2O Hiring Manager or Recruiter), so the spec's hiring-type menus
 * apply to every company member (decision 038). Idempotent; safe inside a transaction.
 */
export const EMPLOYER_ROLES = ["Hiring Manager", "H2O Hiring Manager", "Recruiter"] as const;

export async function grantEmployerRole(db: Pick<Db, "execute">, userId: string): Promise<void> {
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select ${userId}::uuid, 'Hiring Manager'
    where not exists (
      select 1 from user_roles where user_id = ${userId}::uuid and role in ('Hiring Manager', 'H2O Hiring Manager', 'Recruiter')
    )
    on conflict do nothing`);
}
