import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { companies, companyMembers } from "@/db/schema";
import { jobPostings } from "@/db/schema/employers";
import { requisitionActivity, requisitionPostings, requisitions } from "@/db/schema/requisitions";
import { listRequisitions } from "@/features/requisitions/server/queries";
import { requisitionListQuerySchema } from "@/features/requisitions/schemas";
import { createUser } from "@/testing/factories";
import { seedDemoRequisitions } from "./demo-requisitions";

/* Requisitions' demo: Northwind Health's four requisitions, written once, and nothing without the company and its hiring manager. */
describe("seedDemoRequisitions", () => {
  it("does nothing without Northwind Health and hiring@, then writes the requisitions once", async () => {
    const db = getDb();
    expect(await seedDemoRequisitions(db)).toBe(false);
    const [company] = await db.insert(companies).values({ slug: "northwind-health", name: "Northwind Health" }).returning({ id: companies.id });
    expect(await seedDemoRequisitions(db)).toBe(false);
    const { id: hiringId } = await createUser({ email: "hiring@upstep.local", roles: ["Hiring Manager"], name: "Harper Hiring" });
    await db.insert(companyMembers).values({ companyId: company!.id, userId: hiringId, memberRole: "owner" });
    const [posting] = await db.insert(jobPostings).values({ companyId: company!.id, title: "Registered Nurse, Cardiac Step-Down", status: "published", publishedAt: new Date() }).returning({ id: jobPostings.id });
    const now = new Date("2026-11-01T12:00:00Z");
    expect(await seedDemoRequisitions(db, now)).toBe(true);
    expect(await seedDemoRequisitions(db, now)).toBe(false);

    const rows = await db.select().from(requisitions).where(eq(requisitions.companyId, company!.id)).orderBy(asc(requisitions.number));
    expect(rows.map((r) => [r.number, r.status])).toEqual([
      [1, "filled"],
      [2, "open"],
      [3, "pending-approval"],
      [4, "draft"],
    ]);
    const filled = rows[0]!;
    expect((filled.filledAt!.getTime() - filled.openedAt!.getTime()) / 86_400_000).toBe(41);
    const history = await db.select({ kind: requisitionActivity.kind, detail: requisitionActivity.detail }).from(requisitionActivity).where(eq(requisitionActivity.requisitionId, filled.id)).orderBy(asc(requisitionActivity.createdAt));
    expect(history.filter((h) => h.kind === "status").map((h) => `${h.detail.from}->${h.detail.to}`)).toEqual(["draft->pending-approval", "pending-approval->open", "open->filled"]);
    expect(await db.select({ postingId: requisitionPostings.postingId }).from(requisitionPostings).where(eq(requisitionPostings.requisitionId, rows[1]!.id))).toEqual([{ postingId: posting!.id }]);
    const mine = await listRequisitions(db, { companyId: company!.id, viewerId: hiringId, query: requisitionListQuerySchema.parse({ status: "awaiting-me" }) });
    expect(mine.items.map((i) => i.title)).toEqual(["Medical Assistant"]);
  });
});
