import { beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { GET as listGet } from "@/app/api/notifications/route";
import { GET as unreadGet } from "@/app/api/notifications/unread-count/route";
import { POST as readPost } from "@/app/api/notifications/[id]/read/route";
import { POST as readAllPost } from "@/app/api/notifications/read-all/route";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { notify } from "@/features/notifications/server/notify";
import type { NotificationsPage } from "@/features/notifications/types";
import { callRoute } from "@/testing/http";

/*
 * The inbox API as a matrix of who asks: candidates A and B, a hiring manager, an administrator (with
 * two-factor) and a signed-out visitor. Everyone signed in sees and changes only their own; someone
 * else's id is 404 exactly like an unknown one; signed out is 401.
 */
type Person = { id: string; cookie: string };
let a: Person, b: Person, employer: Person, admin: Person;
const owned = new Map<string, string[]>();

const list = (cookie: string | undefined, qs = "") => callRoute(listGet, { path: `/api/notifications${qs}`, cookie });
const unread = (cookie: string | undefined) => callRoute(unreadGet, { path: "/api/notifications/unread-count", cookie });
const read = (cookie: string | undefined, id: string, csrf = true) => callRoute(readPost, { method: "POST", path: `/api/notifications/${id}/read`, params: { id }, cookie, csrf });
const readAll = (cookie: string | undefined) => callRoute(readAllPost, { method: "POST", path: "/api/notifications/read-all", cookie });

async function countOf(p: Person): Promise<number> {
  const res = await unread(p.cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

beforeAll(async () => {
  a = await signedInUser({ name: "Candidate A" });
  b = await signedInUser({ name: "Candidate B" });
  employer = await signedInUser({ roles: ["Hiring Manager"] });
  admin = await signedInAdmin();
  for (const [p, n] of [[a, 3], [b, 2], [employer, 1], [admin, 1]] as const) {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) ids.push((await notify(p.id, { type: "system", title: `For ${p.id.slice(0, 4)} #${i}` })).notification.id);
    owned.set(p.id, ids);
  }
});

describe("signed out", () => {
  it("every route answers 401", async () => {
    const id = owned.get(a.id)![0]!;
    for (const res of [await list(undefined), await unread(undefined), await read(undefined, id), await readAll(undefined)]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
    }
  });
});

describe("each signed-in person sees only their own", () => {
  it.each([
    ["candidate A", () => a, 3],
    ["candidate B", () => b, 2],
    ["employer", () => employer, 1],
    ["administrator", () => admin, 1],
  ] as const)("%s: list and unread count", async (_label, who, n) => {
    const p = who();
    const res = await list(p.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const page = (await res.json()) as NotificationsPage;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: n, unreadCount: n, pageCount: 1 });
    expect(page.items.map((i) => i.id).sort()).toEqual([...owned.get(p.id)!].sort());
    expect(await countOf(p)).toBe(n);
  });

  it("nobody can mark someone else's notification read: 404, as for an unknown id, and nothing changes", async () => {
    const bs = owned.get(b.id)!;
    for (const p of [a, employer, admin]) {
      for (const id of [bs[0]!, randomUUID(), "not-an-id"]) {
        const res = await read(p.cookie, id);
        expect(res.status, `${p.id} ${id}`).toBe(404);
        expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "NOT_FOUND", message: "Not found." });
      }
    }
    expect(await countOf(b)).toBe(2);
  });

  it("marking read needs the CSRF header", async () => {
    expect((await read(a.cookie, owned.get(a.id)![0]!, false)).status).toBe(403);
    expect(await countOf(a)).toBe(3);
  });
});

describe("the owner's own changes", () => {
  it("mark one read (twice is fine), filter unread, page numbers, then mark all read; others keep theirs", async () => {
    const [first] = owned.get(a.id)!;
    const res = await read(a.cookie, first!);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; readAt: string; unreadCount: number };
    expect(body).toMatchObject({ id: first, unreadCount: 2 });
    const again = (await (await read(a.cookie, first!)).json()) as { readAt: string };
    expect(again.readAt).toBe(body.readAt);

    const unreadOnly = (await (await list(a.cookie, "?unread=1")).json()) as NotificationsPage;
    expect(unreadOnly.total).toBe(2);
    expect(unreadOnly.items.every((i) => i.readAt === null)).toBe(true);
    expect(((await (await list(a.cookie, "?page=2")).json()) as NotificationsPage).items).toEqual([]);

    for (const qs of ["?page=0", "?page=abc", "?page=100000", "?unread=yes", "?other=1"]) expect((await list(a.cookie, qs)).status, qs).toBe(400);

    const all = await readAll(a.cookie);
    expect(all.status).toBe(200);
    expect(await all.json()).toEqual({ marked: 2, unreadCount: 0 });
    expect(await countOf(a)).toBe(0);
    expect(await countOf(b)).toBe(2);
    expect(await countOf(employer)).toBe(1);
    expect(await countOf(admin)).toBe(1);
  });
});
