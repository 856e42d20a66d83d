import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, companyDomains, companyMembers, users } from "@/db/schema";
import { NORTHWIND_DOMAIN, seedDemo } from "@/seed/demo";
import { createUser } from "@/testing/factories";
import { getWelcomeView } from "./server/queries";

/* The demo employer (decision 038 amendment): Northwind Health, run by hiring@upstep.local, with its verified domain. */
describe("demo employer", () => {
  it("is claimed, owned by hiring@upstep.local with a job title, and verifies northwind-health.example; the seed runs once", async () => {
    const db = getDb();
    expect(await seedDemo(db)).toBe(true);
    const [company] = await db.select().from(companies).where(eq(companies.slug, "northwind-health"));
    expect(company!.claimedAt).toBeInstanceOf(Date);
    expect(company!.locations).toEqual(["Columbus, OH", "Dayton, OH", "Cincinnati, OH"]);
    const [owner] = await db.select({ role: companyMembers.memberRole, jobTitle: companyMembers.jobTitle, email: users.email }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(companyMembers.companyId, company!.id));
    expect(owner).toEqual({ role: "owner", jobTitle: "Talent Acquisition Lead", email: "hiring@upstep.local" });
    const [domain] = await db.select().from(companyDomains).where(eq(companyDomains.domain, NORTHWIND_DOMAIN));
    expect(domain).toMatchObject({ companyId: company!.id });
    expect(domain!.verifiedAt).toBeInstanceOf(Date);

    // Someone who confirms an address there is offered Northwind at once.
    const nurse = await createUser({ email: `pat@${NORTHWIND_DOMAIN}`, roles: ["Hiring Manager"], name: "Pat Lee" });
    const view = await getWelcomeView(db, { id: nurse.id, roles: ["Hiring Manager"], twoFactorEnabled: false, name: "Pat Lee", email: nurse.email, emailVerified: true });
    expect(view.domainCompany).toMatchObject({ id: company!.id, name: "Northwind Health" });

    expect(await seedDemo(db)).toBe(false);
  });
});
