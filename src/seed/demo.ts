import "server-only";
import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "@/db/client";
import { accounts, companies, companyDomains, companyMembers, userRoles, users } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";

export const DEMO_PASSWORD = "upstep-demo-2026";
/** The demo employer's verified email domain (its website's). */
export const NORTHWIND_DOMAIN = "northwind-health.example";

export const DEMO_USERS: { email: string; name: string; roles: Role[]; label: string }[] = [
  { email: "admin@upstep.local", name: "Avery Admin", roles: ["Administrator"], label: "Administrator (sets up two-factor on first admin visit)" },
  { email: "hiring@upstep.local", name: "Harper Hiring", roles: ["Hiring Manager"], label: "Hiring manager at Northwind Health" },
  { email: "recruiter@upstep.local", name: "Riley Recruiter", roles: ["Recruiter"], label: "Recruiter" },
  { email: "candidate@upstep.local", name: "Casey Candidate", roles: [], label: "Candidate" },
];

export async function createUserWithPassword(db: Db, input: { email: string; name: string; password: string; roles: Role[]; emailVerified?: boolean }) {
  const id = randomUUID();
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id, email: input.email.toLowerCase(), name: input.name, emailVerified: input.emailVerified ?? true });
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    if (input.roles.length) await tx.insert(userRoles).values(input.roles.map((role) => ({ userId: id, role })));
  });
  return id;
}

/** Seeds the demo accounts and company into an empty database; returns false when users exist. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const ids: Record<string, string> = {};
  for (const u of DEMO_USERS) ids[u.email] = await createUserWithPassword(db, { ...u, password: DEMO_PASSWORD });
  const [company] = await db
    .insert(companies)
    .values({
      slug: "northwind-health",
      name: "Northwind Health",
      description: "A regional healthcare network of 14 hospitals and 120 clinics hiring nurses, technicians and administrators.",
      size: "5,001-10,000",
      website: "https://northwind-health.example",
      headquarters: "Columbus, OH",
      locations: ["Columbus, OH", "Dayton, OH", "Cincinnati, OH"],
      // Run by an employer account (not made by the job importer): nobody else can claim it.
      claimedAt: new Date(),
    })
    .returning({ id: companies.id });
  const hiring = ids["hiring@upstep.local"]!;
  await db.insert(companyMembers).values({ companyId: company!.id, userId: hiring, memberRole: "owner", jobTitle: "Talent Acquisition Lead" });
  // Its verified email domain (decision 038): a confirmed address there joins Northwind at once, as an interviewer.
  await db.insert(companyDomains).values({ domain: NORTHWIND_DOMAIN, companyId: company!.id, verifiedAt: new Date(), verifiedByUserId: hiring });
  return true;
}
