import { beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, contentPostAuthors, contentPosts, contentPostTags, contentRedirects, contentRevisions } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { runContentSchedule } from "@/features/content/server/schedule";
import { POST as createPostRoute } from "@/app/api/admin/content/posts/route";
import { PUT as savePostRoute } from "@/app/api/admin/content/posts/[id]/route";
import { POST as restoreRoute } from "@/app/api/admin/content/posts/[id]/revisions/[revisionId]/restore/route";
import { POST as previewRoute } from "@/app/api/admin/content/posts/preview/route";
import { EDITOR_MESSAGES, type PostInput } from "../schemas";
import { PUBLISHING_MESSAGES } from "./publishing";
import { findRedirect } from "./redirects";
import { listRevisions } from "./revisions";
import { deletePost, POST_SAVE_ACTION, savePost } from "./save-post";
import { restorePost } from "./restore-post";
import { deleteAuthor, deleteTag, saveAuthor, saveTag } from "./save-taxonomy";
import { getPostForEditing } from "./editor-queries";

/*
 * The post editor's save on the real database: validation messages, sanitising, slugs and their
 * redirects, ordered authors and tags, revisions and restore, the schedule's queue job and the job's
 * work, and who may save.
 */
let admin: CurrentUser;

async function actor(roles: CurrentUser["roles"]): Promise<CurrentUser> {
  const u = await createUser({ roles, name: "Edna Editor", twoFactorEnabled: true });
  return { id: u.id, name: "Edna Editor", email: u.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles, sessionId: "test" } as CurrentUser;
}

const draft = (over: Partial<PostInput> = {}): PostInput => ({ title: "How to Ask for a Raise", bodyHtml: "<p>Ask with numbers in hand.</p>", publishing: { status: "draft" }, ...over });

async function issuesOf(p: Promise<unknown>): Promise<Record<string, string>> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return Object.fromEntries(((err as AppError).options.issues ?? []).map((i) => [i.path, i.message]));
}

beforeEach(async () => {
  await getDb().execute(
    sql`truncate content_posts, content_post_tags, content_post_authors, content_authors, content_tags, content_revisions, content_redirects, audit_events, pgboss.job cascade`,
  );
  admin = await actor(["Administrator"]);
});

describe("savePost", () => {
  it("answers each field's message and writes nothing", async () => {
    const tag = await saveTag(getDb(), admin, { name: "Pay" }, { correlationId: "t" });
    const issues = await issuesOf(
      savePost(getDb(), admin, { ...draft({ title: " ", slug: "Not A Slug", featureImage: "/api/files/x.png", tagIds: [], primaryTagId: tag.id }) }, { correlationId: "t" }),
    );
    expect(issues).toMatchObject({
      title: EDITOR_MESSAGES.titleRequired,
      slug: EDITOR_MESSAGES.slugInvalid,
      featureImageAlt: EDITOR_MESSAGES.featureImageAltRequired,
    });
    // The refinements run once the fields parse: a primary tag outside the tags.
    expect(await issuesOf(savePost(getDb(), admin, draft({ tagIds: [], primaryTagId: tag.id }), { correlationId: "t" }))).toEqual({
      primaryTagId: EDITOR_MESSAGES.primaryTagNotInTags,
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await issuesOf(savePost(getDb(), admin, draft({ publishing: { status: "scheduled", publishAt: past } }), { correlationId: "t" }))).toEqual({
      "publishing.publishAt": PUBLISHING_MESSAGES.publishAtFuture,
    });
    expect(await getDb().select().from(contentPosts)).toHaveLength(0);
  });

  it("sanitises the body on save, counts its words and defaults the slug to the title's words", async () => {
    const saved = await savePost(
      getDb(),
      admin,
      draft({ bodyHtml: '<p onclick="steal()">Four words <a href="javascript:alert(1)">here</a> now.</p><script>alert(1)</script><img src="data:image/png;base64,AAAA" alt="x">' }),
      { correlationId: "t" },
    );
    const [row] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(row!.slug).toBe("how-to-ask-for-a-raise");
    expect(row!.bodyHtml).not.toMatch(/onclick|script|javascript:|data:/);
    expect(row!.bodyHtml).toContain("Four words");
    expect(row!.wordCount).toBe(4);
    expect(row!.status).toBe("draft");
    expect(row!.publishedAt).toBeNull();
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, POST_SAVE_ACTION));
    expect(audit).toMatchObject({ actorUserId: admin.id, targetId: saved.id });
  });

  it("refuses a slug another post has, and remembers a changed slug as a redirect", async () => {
    const first = await savePost(getDb(), admin, draft({ slug: "ask-for-a-raise" }), { correlationId: "t" });
    expect(await issuesOf(savePost(getDb(), admin, draft({ slug: "ask-for-a-raise" }), { correlationId: "t" }))).toEqual({ slug: EDITOR_MESSAGES.slugTaken });
    await savePost(getDb(), admin, draft({ slug: "negotiate-your-pay" }), { id: first.id, correlationId: "t" });
    expect(await findRedirect(getDb(), "post", "ask-for-a-raise")).toBe(first.id);
    // Going back to the old slug makes it live again: no longer a redirect.
    await savePost(getDb(), admin, draft({ slug: "ask-for-a-raise" }), { id: first.id, correlationId: "t" });
    expect(await findRedirect(getDb(), "post", "ask-for-a-raise")).toBeNull();
    expect(await findRedirect(getDb(), "post", "negotiate-your-pay")).toBe(first.id);
  });

  it("keeps the authors' order (the first is the lead author) and the tags with their primary tag", async () => {
    const a = await saveAuthor(getDb(), admin, { name: "Ana Ruiz", role: "Career coach" }, { correlationId: "t" });
    const b = await saveAuthor(getDb(), admin, { name: "Ben Okafor" }, { correlationId: "t" });
    const pay = await saveTag(getDb(), admin, { name: "Pay" }, { correlationId: "t" });
    const careers = await saveTag(getDb(), admin, { name: "Career change" }, { correlationId: "t" });
    const saved = await savePost(getDb(), admin, draft({ authorIds: [b.id, a.id], tagIds: [pay.id, careers.id], primaryTagId: careers.id }), { correlationId: "t" });
    const authors = await getDb().select().from(contentPostAuthors).where(eq(contentPostAuthors.postId, saved.id)).orderBy(asc(contentPostAuthors.position));
    expect(authors.map((r) => [r.authorId, r.position])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    const [row] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(row).toMatchObject({ authorId: b.id, primaryTagId: careers.id });
    expect((await getDb().select().from(contentPostTags).where(eq(contentPostTags.postId, saved.id))).map((t) => t.tagId).sort()).toEqual([pay.id, careers.id].sort());
    const editing = await getPostForEditing(getDb(), saved.id);
    expect(editing!.values.authorIds).toEqual([b.id, a.id]);

    // Reordered: the lead author follows.
    await savePost(getDb(), admin, draft({ authorIds: [a.id, b.id], tagIds: [pay.id], primaryTagId: pay.id }), { id: saved.id, correlationId: "t" });
    expect((await getPostForEditing(getDb(), saved.id))!.values.authorIds).toEqual([a.id, b.id]);
    expect((await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id)))[0]!.authorId).toBe(a.id);

    // In use: neither can be deleted; unused, they can.
    await expect(deleteAuthor(getDb(), admin, a.id, "t")).rejects.toThrow(EDITOR_MESSAGES.authorInUse(1));
    await expect(deleteTag(getDb(), admin, pay.id, "t")).rejects.toThrow(EDITOR_MESSAGES.tagInUse(1));
    await deleteTag(getDb(), admin, careers.id, "t");
  });

  it("records a revision per save and restores an earlier one as a new save", async () => {
    const saved = await savePost(getDb(), admin, draft({ title: "First title" }), { correlationId: "t" });
    await savePost(getDb(), admin, draft({ title: "Second title", slug: "first-title", publishing: { status: "published" } }), { id: saved.id, correlationId: "t" });
    const history = await listRevisions(getDb(), "post", saved.id);
    expect(history.map((r) => r.note)).toEqual(["Published", "Saved draft"]);
    expect(history[0]).toMatchObject({ by: "Edna Editor", restorable: true });
    const [published] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(published!.publishedAt).not.toBeNull();

    const restored = await restorePost(getDb(), admin, saved.id, history[1]!.id, "t");
    expect(restored.status).toBe("published"); // the wording comes back; the post stays live
    const [row] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(row).toMatchObject({ title: "First title", status: "published", publishedAt: published!.publishedAt });
    const after = await listRevisions(getDb(), "post", saved.id);
    expect(after).toHaveLength(3);
    expect(after[0]!.note).toMatch(/^Restored the version of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
  });

  it("schedules: a content-schedule job starts at the chosen time, and its run publishes the post", async () => {
    const at = new Date(Date.now() + 3 * 3600_000);
    at.setMilliseconds(0);
    const saved = await savePost(getDb(), admin, draft({ publishing: { status: "scheduled", publishAt: at.toISOString() } }), { correlationId: "t" });
    const jobs = await getDb().execute<{ start_after: Date; data: { id: string; action: string; at: string } }>(
      sql`select start_after, data from pgboss.job where name = 'content-schedule' and data->>'id' = ${saved.id}`,
    );
    expect(jobs.rows).toHaveLength(1);
    expect(new Date(jobs.rows[0]!.start_after).getTime()).toBe(at.getTime());
    expect(jobs.rows[0]!.data).toMatchObject({ action: "publish", at: at.toISOString() });
    expect((await listRevisions(getDb(), "post", saved.id))[0]!.note).toMatch(/^Scheduled for /);
    const [before] = await getDb().select({ published: contentPosts.published }).from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(before!.published).toBe(false);

    expect(await runContentSchedule(getDb(), { kind: "post", id: saved.id, action: "publish", at: at.toISOString() })).toEqual({ changed: true });
    const [row] = await getDb().select().from(contentPosts).where(eq(contentPosts.id, saved.id));
    expect(row).toMatchObject({ status: "published", published: true });
    expect(row!.publishedAt!.getTime()).toBe(at.getTime());
    const history = await listRevisions(getDb(), "post", saved.id);
    expect(history[0]).toMatchObject({ note: "Published on schedule", restorable: false });
  });

  it("deletes drafts only", async () => {
    const live = await savePost(getDb(), admin, draft({ publishing: { status: "published" } }), { correlationId: "t" });
    await expect(deletePost(getDb(), admin, live.id, "t")).rejects.toThrow(EDITOR_MESSAGES.deleteOnlyDrafts);
    const d = await savePost(getDb(), admin, draft({ title: "A draft" }), { correlationId: "t" });
    await deletePost(getDb(), admin, d.id, "t");
    expect(await getDb().select().from(contentPosts).where(eq(contentPosts.id, d.id))).toHaveLength(0);
    expect(await getDb().select().from(contentRevisions).where(and(eq(contentRevisions.kind, "post"), eq(contentRevisions.entityId, d.id)))).toHaveLength(0);
  });

  it("author and tag slugs: a renamed one redirects from its old slug; a taken one is refused", async () => {
    const a = await saveAuthor(getDb(), admin, { name: "Ana Ruiz" }, { correlationId: "t" });
    expect(a.slug).toBe("ana-ruiz");
    await saveAuthor(getDb(), admin, { name: "Ana Ruiz-Lopez", slug: "ana-ruiz-lopez" }, { id: a.id, correlationId: "t" });
    expect(await findRedirect(getDb(), "author", "ana-ruiz")).toBe(a.id);
    const t = await saveTag(getDb(), admin, { name: "Remote work" }, { correlationId: "t" });
    await saveTag(getDb(), admin, { name: "Remote", slug: "remote" }, { id: t.id, correlationId: "t" });
    expect(await findRedirect(getDb(), "tag", "remote-work")).toBe(t.id);
    expect(await issuesOf(saveTag(getDb(), admin, { name: "Remote" }, { correlationId: "t" }))).toEqual({ slug: EDITOR_MESSAGES.tagSlugTaken });
    expect((await getDb().select().from(contentRedirects)).length).toBe(2);
  });
});

describe("the post APIs", () => {
  it("refuse a non-admin and a signed-out caller, and save for an administrator", async () => {
    const body = draft();
    const anon = await callRoute(createPostRoute, { method: "POST", path: "/api/admin/content/posts", body });
    expect(anon.status).toBe(401);
    const user = await signedInUser();
    expect((await callRoute(createPostRoute, { method: "POST", path: "/api/admin/content/posts", body, cookie: user.cookie })).status).toBe(403);
    await expect(savePost(getDb(), await actor([]), body, { correlationId: "t" })).rejects.toThrow(/permission/);

    const ada = await signedInAdmin();
    const created = await callRoute(createPostRoute, { method: "POST", path: "/api/admin/content/posts", body, cookie: ada.cookie });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const bad = await callRoute(savePostRoute, { method: "PUT", path: `/api/admin/content/posts/${id}`, params: { id }, body: { ...body, title: "" }, cookie: ada.cookie });
    expect(bad.status).toBe(400);
    const error = ((await bad.json()) as { error: { issues: { path: string; message: string }[] } }).error;
    expect(error.issues).toContainEqual({ path: "title", message: EDITOR_MESSAGES.titleRequired });

    const [revision] = await listRevisions(getDb(), "post", id);
    const restored = await callRoute(restoreRoute, {
      method: "POST",
      path: `/api/admin/content/posts/${id}/revisions/${revision!.id}/restore`,
      params: { id, revisionId: revision!.id },
      cookie: ada.cookie,
    });
    expect(restored.status).toBe(200);
    const missing = await callRoute(savePostRoute, { method: "PUT", path: "/api/admin/content/posts/nope", params: { id: "nope" }, body, cookie: ada.cookie });
    expect(missing.status).toBe(404);
  });

  it("preview unsaved form values as the post page's data without storing them", async () => {
    const ada = await signedInAdmin();
    const a = await saveAuthor(getDb(), admin, { name: "Ana Ruiz", role: "Career coach" }, { correlationId: "t" });
    const t = await saveTag(getDb(), admin, { name: "Pay" }, { correlationId: "t" });
    const body = draft({ title: "Unsaved title", bodyHtml: "<p>Hi<script>x()</script></p>", authorIds: [a.id], tagIds: [t.id], primaryTagId: t.id });
    const res = await callRoute(previewRoute, { method: "POST", path: "/api/admin/content/posts/preview", body, cookie: ada.cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { title: string; bodyHtml: string; authors: { name: string; role: string }[]; primaryTag: { name: string } | null; readingMinutes: number };
    expect(data).toMatchObject({ title: "Unsaved title", authors: [{ name: "Ana Ruiz", role: "Career coach" }], primaryTag: { name: "Pay" }, readingMinutes: 1 });
    expect(data.bodyHtml).not.toContain("script");
    expect(await getDb().select().from(contentPosts)).toHaveLength(0);
    const user = await signedInUser();
    expect((await callRoute(previewRoute, { method: "POST", path: "/api/admin/content/posts/preview", body, cookie: user.cookie })).status).toBe(403);
  });
});
