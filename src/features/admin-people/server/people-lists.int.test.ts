import { describe, expect, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { getDb } from "@/db/client";
import { auditEvents, companies, companyMembers, users } from "@/db/schema";
import { GET as csvGet } from "@/app/api/admin/audit-log/csv/route";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { auditLogQuerySchema, recruitersQuerySchema, usersQuerySchema } from "../schemas";
import { REDACTED } from "../audit-data";
import { AUDIT_CSV_HEADER } from "./export-audit-log";
import { auditLogFilterOptions, listAdminUsers, listAuditLog, listRecruiters } from "./queries";

const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const tag = randomUUID().slice(0, 6);
const users_ = (q: Record<string, string>) => usersQuerySchema.parse({ q: `lists-${tag}`, ...q });

describe("the users list", () => {
  it("searches, filters by role (candidate = none) and status, sorts and pages on the server", async () => {
    const db = getDb();
    const cand = await createUser({ name: "Cara Candidate", email: `lists-${tag}-cara@example.test` });
    const rec = await createUser({ name: "Abe Recruiter", email: `lists-${tag}-abe@example.test`, roles: ["Recruiter"] });
    const unconf = await createUser({ name: "Zed Unconfirmed", email: `lists-${tag}-zed@example.test`, verified: false });
    const mfa = await createUser({ name: "Moe Mfa", email: `lists-${tag}-moe@example.test`, roles: ["Hiring Manager"], twoFactorEnabled: true });
    await db.update(users).set({ lockedAt: new Date(), lockedReason: "test" }).where(eq(users.id, rec.id));
    await db.update(users).set({ lastActiveAt: new Date("2026-01-01T00:00:00Z") }).where(eq(users.id, cand.id));
    await db.update(users).set({ lastActiveAt: new Date("2026-02-01T00:00:00Z") }).where(eq(users.id, mfa.id));

    const ids = async (q: Record<string, string>) => (await listAdminUsers(db, users_(q))).items.map((u) => u.id);
    expect((await listAdminUsers(db, users_({}))).total).toBe(4);
    expect(await ids({ q: `lists-${tag}-ZED` })).toEqual([unconf.id]);
    expect((await listAdminUsers(db, usersQuerySchema.parse({ q: "cara candidate" }))).items.map((u) => u.id)).toContain(cand.id);
    expect((await ids({ role: "candidate" })).sort()).toEqual([cand.id, unconf.id].sort());
    expect(await ids({ role: "Recruiter" })).toEqual([rec.id]);
    expect(await ids({ status: "locked" })).toEqual([rec.id]);
    expect(await ids({ status: "unconfirmed" })).toEqual([unconf.id]);
    expect(await ids({ status: "2fa-on" })).toEqual([mfa.id]);
    expect((await ids({ status: "2fa-off" })).length).toBe(3);
    expect(await ids({ sort: "name" })).toEqual([rec.id, cand.id, mfa.id, unconf.id]);
    expect(await ids({ sort: "name", dir: "desc" })).toEqual([unconf.id, mfa.id, cand.id, rec.id]);
    expect(await ids({ sort: "email" })).toEqual([rec.id, cand.id, mfa.id, unconf.id]);
    // Never-active users last, both ways.
    expect((await ids({ sort: "last-active" })).slice(0, 2)).toEqual([mfa.id, cand.id]);
    expect((await ids({ sort: "last-active", dir: "asc" })).slice(0, 2)).toEqual([cand.id, mfa.id]);

    const page2 = await listAdminUsers(db, users_({ sort: "name", page: "2" }), 3);
    expect(page2).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(page2.items.map((u) => u.id)).toEqual([unconf.id]);
    const row = (await listAdminUsers(db, users_({ role: "Recruiter" }))).items[0]!;
    expect(row).toMatchObject({ roles: ["Recruiter"], emailVerified: true, twoFactorEnabled: false });
    expect(row.lockedAt).toBeInstanceOf(Date);
  });

  it("reads a malformed query as the defaults", () => {
    expect(usersQuerySchema.parse({ role: "Emperor", status: "x", sort: "salary", dir: "up", page: "-3" })).toEqual({ q: "", role: "any", status: "any", sort: "created", dir: "desc", page: 1 });
    expect(usersQuerySchema.parse({ sort: "name" }).dir).toBe("asc");
  });
});

describe("the recruiters list", () => {
  it("lists Recruiter accounts with their companies and member roles; the search matches a company name", async () => {
    const db = getDb();
    const tag = randomUUID().slice(0, 6);
    const r1 = await createUser({ name: `Rita ${tag}`, roles: ["Recruiter"] });
    const r2 = await createUser({ name: `Ron ${tag}`, roles: ["Recruiter", "Hiring Manager"] });
    await createUser({ name: `Hank ${tag}`, roles: ["Hiring Manager"] });
    const [acme, bolt] = await db
      .insert(companies)
      .values([
        { slug: `acme-${tag}`, name: `Acme ${tag}` },
        { slug: `bolt-${tag}`, name: `Bolt ${tag}` },
      ])
      .returning();
    await db.insert(companyMembers).values([
      { companyId: acme!.id, userId: r1.id, memberRole: "recruiter" },
      { companyId: bolt!.id, userId: r1.id, memberRole: "owner" },
    ]);

    const all = await listRecruiters(db, recruitersQuerySchema.parse({ q: tag }));
    expect(all.items.map((r) => r.id)).toEqual([r1.id, r2.id]);
    expect(all.items[0]!.companies).toEqual([
      { companyId: acme!.id, companyName: `Acme ${tag}`, memberRole: "recruiter" },
      { companyId: bolt!.id, companyName: `Bolt ${tag}`, memberRole: "owner" },
    ]);
    expect(all.items[1]!.companies).toEqual([]);
    expect((await listRecruiters(db, recruitersQuerySchema.parse({ q: `bolt ${tag}` }))).items.map((r) => r.id)).toEqual([r1.id]);
    expect((await listRecruiters(db, recruitersQuerySchema.parse({ q: tag, page: "2" }), 1)).items.map((r) => r.id)).toEqual([r2.id]);
  });
});

describe("the audit log", () => {
  async function seed() {
    const db = getDb();
    await db.delete(auditEvents);
    const tag = randomUUID().slice(0, 6);
    const alice = await createUser({ email: `alice-${tag}@example.test`, name: "Alice, \"the admin\"" });
    const bob = await createUser({ email: `bob-${tag}@example.test`, name: "Bob" });
    const t = (iso: string) => new Date(iso);
    await db.insert(auditEvents).values([
      { actorUserId: alice.id, action: "user.lock", targetType: "user", targetId: bob.id, data: { reason: "spam, lots of it\nreally" }, createdAt: t("2026-03-01T10:00:00Z") },
      { actorUserId: alice.id, action: "user.unlock", targetType: "user", targetId: bob.id, data: { before: { locked: true } }, createdAt: t("2026-03-02T10:00:00Z") },
      { actorUserId: bob.id, action: "flag.update", targetType: "feature_flag", targetId: "f1", data: { token: "s3cret-value", nested: { password: "hunter2" } }, createdAt: t("2026-03-03T23:59:59Z") },
      { actorUserId: null, action: "user.role.grant", targetType: "user", targetId: alice.id, data: { role: "Recruiter" }, createdAt: t("2026-03-04T00:00:00Z") },
      { actorUserId: alice.id, action: "=cmd|' /C calc'!A0", targetType: "user", targetId: null, data: {}, createdAt: t("2026-03-05T00:00:00Z") },
    ]);
    return { alice, bob, tag };
  }

  it("filters by action (exact or a group), actor email, target type and UTC days, newest first, in pages", async () => {
    const db = getDb();
    const { tag } = await seed();
    const q = (v: Record<string, string>) => auditLogQuerySchema.parse({ from: "2026-03-01", to: "2026-03-05", ...v });
    const actions = async (v: Record<string, string>) => (await listAuditLog(db, q(v))).items.map((e) => e.action);
    expect(await actions({})).toEqual(["=cmd|' /C calc'!A0", "user.role.grant", "flag.update", "user.unlock", "user.lock"]);
    expect(await actions({ action: "user.lock" })).toEqual(["user.lock"]);
    expect(await actions({ action: "user.*" })).toEqual(["user.role.grant", "user.unlock", "user.lock"]);
    expect(await actions({ actor: `BOB-${tag}` })).toEqual(["flag.update"]);
    expect(await actions({ target: "feature_flag" })).toEqual(["flag.update"]);
    // "to" includes its whole day; "from" starts at its midnight.
    expect(await actions({ from: "2026-03-02", to: "2026-03-03" })).toEqual(["flag.update", "user.unlock"]);
    expect(await actions({ from: "2026-03-04", to: "2026-03-04" })).toEqual(["user.role.grant"]);
    const p2 = await listAuditLog(db, q({ page: "2" }), 2);
    expect(p2).toMatchObject({ total: 5, pageCount: 3 });
    expect(p2.items.map((e) => e.action)).toEqual(["flag.update", "user.unlock"]);

    const options = await auditLogFilterOptions(db);
    expect(options.actions).toEqual(expect.arrayContaining(["user.lock", "flag.update"]));
    expect(options.targetTypes).toEqual(expect.arrayContaining(["user", "feature_flag"]));
    // A malformed date is no filter.
    expect(auditLogQuerySchema.parse({ from: "2026-13-45", to: "yesterday" })).toMatchObject({ from: "", to: "" });
  });

  it("exports the filtered events as CSV that a parser reads back as the same rows, secrets hidden", async () => {
    const admin = await signedInAdmin();
    const { alice } = await seed();
    const filters = { from: "2026-03-01", to: "2026-03-05" };
    const res = await callRoute(csvGet, { path: `/api/admin/audit-log/csv?${new URLSearchParams(filters)}`, cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-2026-03-01-2026-03-05-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = await res.text();
    expect(body).not.toContain("s3cret-value");
    expect(body).not.toContain("hunter2");
    const rows = parse(body, { columns: false }) as string[][];
    expect(rows[0]).toEqual([...AUDIT_CSV_HEADER]);

    const page = await listAuditLog(getDb(), auditLogQuerySchema.parse(filters));
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[4], r[5]])).toEqual(
      page.items.map((e) => [e.createdAt.toISOString(), e.action.startsWith("=") ? `'${e.action}` : e.action, e.actor?.email ?? "", e.targetType, e.targetId ?? ""]),
    );
    const lock = rows.find((r) => r[1] === "user.lock")!;
    expect(lock[2]).toBe('Alice, "the admin"');
    expect(lock[6]).toBe("reason: spam, lots of it\nreally");
    expect(rows.find((r) => r[1] === "flag.update")![6]).toBe(`token: ${REDACTED}; nested: {"password":"${REDACTED}"}`);
    expect(alice.id).toBeTruthy();

    const filtered = await callRoute(csvGet, { path: `/api/admin/audit-log/csv?action=user.*&${new URLSearchParams(filters)}`, cookie: admin.cookie });
    expect((parse(await filtered.text()) as string[][]).slice(1).map((r) => r[1])).toEqual(["user.role.grant", "user.unlock", "user.lock"]);

    const recruiter = await signedInUser({ roles: ["Recruiter"] });
    expect((await callRoute(csvGet, { path: "/api/admin/audit-log/csv", cookie: recruiter.cookie })).status).toBe(403);
  });
});

describe("the pages", () => {
  it("render for an administrator with the data of the query", async () => {
    const admin = await signedInAdmin();
    const target = await createUser({ name: `Page Target ${tag}`, verified: false });
    request.cookie = admin.cookie;
    const { textOfTree } = await import("@/testing/pages");
    const usersPage = (await import("@/app/admin/users/page")).default;
    const tree = await usersPage({ searchParams: Promise.resolve({ q: `Page Target ${tag}`, status: "unconfirmed" }) });
    expect(textOfTree(tree)).toContain(`Page Target ${tag}`);
    const userPage = (await import("@/app/admin/users/[id]/page")).default;
    const detail = textOfTree(await userPage({ params: Promise.resolve({ id: target.id }), searchParams: Promise.resolve({}) }));
    for (const text of [`Page Target ${tag}`, "Roles", "Account access", "Sessions", "Audit trail", "Not confirmed"]) expect(detail).toContain(text);
  });
});
