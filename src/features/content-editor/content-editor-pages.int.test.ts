import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import { renderPageOutcome } from "@/testing/pages";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { savePost } from "./server/save-post";
import { saveAuthor, saveTag } from "./server/save-taxonomy";
import { listRevisions } from "./server/revisions";

/*
 * The content editor's pages as each caller gets them: signed out -> log in; a candidate -> 403; an
 * administrator without two-factor -> set it up; an administrator -> the page (with what it should
 * show: the overview's kinds and counts, the posts list's filters, the editor's post, the preview of
 * a version). An id that cannot exist is 404.
 */
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageComponent = (props: never) => unknown;
const pages: Record<string, PageComponent> = {};
let cookies: Record<string, string>;
let postId: string;
let firstRevision: string;
let authorId: string;
let tagId: string;

beforeAll(async () => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
  vi.resetModules();
  const load = async (name: string, path: Promise<{ default: unknown }>) => (pages[name] = (await path).default as PageComponent);
  await load("overview", import("@/app/admin/content/page"));
  await load("navigation", import("@/app/admin/content/navigation/page"));
  await load("posts", import("@/app/admin/content/posts/page"));
  await load("newPost", import("@/app/admin/content/posts/new/page"));
  await load("post", import("@/app/admin/content/posts/[id]/page"));
  await load("preview", import("@/app/admin/content/posts/[id]/preview/page"));
  await load("authors", import("@/app/admin/content/authors/page"));
  await load("author", import("@/app/admin/content/authors/[id]/page"));
  await load("tags", import("@/app/admin/content/tags/page"));
  await load("tag", import("@/app/admin/content/tags/[id]/page"));
  await getDb().execute(sql`truncate content_posts, content_post_tags, content_post_authors, content_authors, content_tags, content_revisions, content_redirects cascade`);
  const admin = await signedInAdmin();
  const actor = { id: admin.id, name: "Ada Admin", email: admin.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles: ["Administrator"], sessionId: "t" } as CurrentUser;
  authorId = (await saveAuthor(getDb(), actor, { name: "Page Author", role: "Coach" }, { correlationId: "t" })).id;
  tagId = (await saveTag(getDb(), actor, { name: "Page Tag" }, { correlationId: "t" })).id;
  postId = (await savePost(getDb(), actor, { title: "Page First Title", bodyHtml: "<p>Hello</p>", authorIds: [authorId], tagIds: [tagId], publishing: { status: "draft" } }, { correlationId: "t" })).id;
  await savePost(getDb(), actor, { title: "Page Second Title", bodyHtml: "<p>Hello</p>", authorIds: [authorId], tagIds: [tagId], publishing: { status: "draft" } }, { id: postId, correlationId: "t" });
  firstRevision = (await listRevisions(getDb(), "post", postId)).at(-1)!.id;
  cookies = {
    anonymous: "",
    candidate: (await signedInUser()).cookie,
    adminWithoutMfa: (await signedInUser({ roles: ["Administrator"] })).cookie,
    admin: admin.cookie,
  };
}, 120_000);

async function render(name: string, params: Record<string, string> = {}, cookie = cookies.admin!, searchParams: Record<string, string> = {}) {
  request.cookie = cookie;
  return renderPageOutcome(pages[name], params, searchParams);
}

describe("content editor pages", () => {
  it("send signed-out people to log in, refuse candidates and ask administrators for two-factor", { timeout: 120_000 }, async () => {
    const cases: [string, Record<string, string>][] = [
      ["overview", {}],
      ["navigation", {}],
      ["posts", {}],
      ["newPost", {}],
      ["post", { id: postId }],
      ["preview", { id: postId }],
      ["authors", {}],
      ["author", { id: authorId }],
      ["tags", {}],
      ["tag", { id: tagId }],
    ];
    for (const [name, params] of cases) {
      expect((await render(name, params, cookies.anonymous)).outcome, `${name} signed out`).toBe("login");
      expect((await render(name, params, cookies.candidate)).outcome, `${name} candidate`).toBe("403");
      expect((await render(name, params, cookies.adminWithoutMfa)).outcome, `${name} admin without two-factor`).toBe("mfa");
      expect((await render(name, params)).outcome, `${name} admin`).toBe("ok");
    }
  });

  it("show what they are for", async () => {
    expect((await render("overview")).text).toContain('"figures":{');
    const list = await render("posts", {}, cookies.admin, { q: "second", status: "draft" });
    expect(list.text).toContain("Page Second Title");
    expect((await render("posts", {}, cookies.admin, { q: "nothing like this" })).text).not.toContain("Page Second Title");
    expect((await render("post", { id: postId })).text).toContain("Page Second Title");
    expect((await render("preview", { id: postId, revision: "x" }, cookies.admin, { revision: firstRevision })).text).toContain("Page First Title");
    expect((await render("author", { id: authorId })).text).toContain("Page Author");
    expect((await render("tags")).text).toContain("Page Tag");
  });

  it("answer 404 for ids that cannot exist or do not", async () => {
    expect((await render("post", { id: "not-an-id" })).outcome).toBe("404");
    expect((await render("post", { id: "00000000-0000-4000-8000-000000000000" })).outcome).toBe("404");
    expect((await render("preview", { id: postId }, cookies.admin, { revision: "00000000-0000-4000-8000-000000000000" })).outcome).toBe("404");
    expect((await render("tag", { id: "00000000-0000-4000-8000-000000000000" })).outcome).toBe("404");
  });
});
