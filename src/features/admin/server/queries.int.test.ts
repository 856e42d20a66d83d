import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { createUser } from "@/testing/factories";
import { listUsersPage } from "./queries";

describe("listUsersPage", () => {
  it("pages newest first, searches name and email case-insensitively, and treats % and _ literally", async () => {
    const db = getDb();
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      const u = await createUser({ email: `page-${i}@paging.test`, name: i === 3 ? "Zoë Under_score" : `Person ${i}`, roles: i === 0 ? ["Recruiter", "Administrator"] : [] });
      // Distinct, known creation times: user 6 is the newest.
      await db.update(users).set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }).where(eq(users.id, u.id));
      created.push(u.id);
    }
    const p1 = await listUsersPage(db, { q: "paging.test", page: 1, pageSize: 3 });
    expect(p1.total).toBe(7);
    expect(p1.pageCount).toBe(3);
    expect(p1.users.map((u) => u.id)).toEqual([created[6], created[5], created[4]]);
    const p3 = await listUsersPage(db, { q: "paging.test", page: 3, pageSize: 3 });
    expect(p3.users.map((u) => u.id)).toEqual([created[0]]);
    expect(p3.users[0]!.roles).toEqual(["Administrator", "Recruiter"]);
    expect(p3.users[0]!.twoFactorEnabled).toBe(false);
    expect((await listUsersPage(db, { q: "paging.test", page: 4, pageSize: 3 })).users).toEqual([]);

    expect((await listUsersPage(db, { q: "PAGE-2@", page: 1 })).users.map((u) => u.id)).toEqual([created[2]]);
    expect((await listUsersPage(db, { q: "zoë under", page: 1 })).users.map((u) => u.id)).toEqual([created[3]]);
    expect((await listUsersPage(db, { q: "r_s", page: 1 })).users.map((u) => u.id)).toEqual([created[3]]);
    expect((await listUsersPage(db, { q: "e_s", page: 1 })).total).toBe(0);
    expect((await listUsersPage(db, { q: "%", page: 1 })).total).toBe(0);
    expect((await listUsersPage(db, { q: "", page: 1 })).total).toBeGreaterThanOrEqual(7);
  });
});
