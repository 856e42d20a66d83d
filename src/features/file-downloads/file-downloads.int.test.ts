import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { contentFileLeads, contentFiles, contentRedirects } from "@/db/schema";
import { POST } from "@/app/api/content/files/[id]/leads/route";
import { GET as fileGet } from "@/app/(public)/file-download/[id]/file/route";
import { signedInUser } from "@/features/admin/admin-session.testing";
import { INTERVIEW_CHECKLIST_SLUG, seedContentFiles } from "@/seed/content/files";
import { callRoute } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { DOWNLOAD_TOKEN_TTL_MS, signDownloadToken, verifyDownloadToken } from "./server/download-token";
import { describeFile, lookUpFile } from "./server/queries";
import { FILE_LEAD_RATE_LIMIT } from "./server/record-file-lead";
import { FILE_DOWNLOAD_TEXTS } from "./schemas";

/*
 * Gated downloads (issue 18 part 3, decision 048): the seeded checklist in storage, the lead form's
 * POST (consent required, one lead per file and email whatever its case, counts, the signed-in
 * account, the first source, CSRF, rate limit) and the file route with the 10-minute HMAC token
 * (valid, forged, expired, another file's), open files without a token.
 */
const storedFiles = withTemporaryUploadDir();
const db = () => getDb();
const SLUG = INTERVIEW_CHECKLIST_SLUG;

const lead = (body: unknown, opts: { cookie?: string; csrf?: boolean; slug?: string; ip?: string } = {}) =>
  callRoute(POST, {
    method: "POST",
    path: `/api/content/files/${opts.slug ?? SLUG}/leads`,
    params: { id: opts.slug ?? SLUG },
    body,
    cookie: opts.cookie,
    csrf: opts.csrf,
    headers: { "x-forwarded-for": opts.ip ?? "203.0.113.7" },
  });
// The route takes Next's typed params ({ id }); callRoute hands it the same object.
const download = (url: string, slug = SLUG) => callRoute(fileGet as Parameters<typeof callRoute>[0], { path: url, params: { id: slug } });
const leadsOf = async () => db().select().from(contentFileLeads).orderBy(contentFileLeads.createdAt);
const fileId = async (slug = SLUG) => (await db().select({ id: contentFiles.id }).from(contentFiles).where(eq(contentFiles.slug, slug)))[0]!.id;

beforeAll(async () => {
  await db().execute(sql`truncate content_files cascade`);
  expect(await seedContentFiles(db())).toBe(1);
});

beforeEach(async () => {
  await db().execute(sql`truncate content_file_leads, rate_limits, content_redirects`);
  await db().update(contentFiles).set({ status: "published", gated: true }).where(eq(contentFiles.slug, SLUG));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the seeded checklist", () => {
  it("is stored once through the upload storage as a real PDF, gated and published", async () => {
    expect(await seedContentFiles(db())).toBe(0);
    expect(storedFiles()).toHaveLength(1);
    expect(storedFiles()[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const found = await lookUpFile(db(), SLUG);
    expect(found.kind).toBe("file");
    const file = (found as Extract<typeof found, { kind: "file" }>).file;
    expect(file).toMatchObject({ title: "Interview preparation checklist", gated: true, mimeType: "application/pdf" });
    expect(describeFile(file).type).toBe("PDF");
    expect(describeFile(file).size).toMatch(/^\d+ KB$/);
  });

  it("is not found while not published, and an old slug points at it (308)", async () => {
    await db().insert(contentRedirects).values({ kind: "file", fromSlug: "interview-checklist", toId: await fileId() });
    expect(await lookUpFile(db(), "interview-checklist")).toEqual({ kind: "redirect", slug: SLUG });
    await db().update(contentFiles).set({ status: "draft" }).where(eq(contentFiles.slug, SLUG));
    expect((await lookUpFile(db(), SLUG)).kind).toBe("missing");
    expect((await lead({ email: "a@example.com", consent: true })).status).toBe(404);
  });
});

describe("POST /api/content/files/{id}/leads", () => {
  it("needs consent: 400 with the message at the field, and nothing recorded", async () => {
    const res = await lead({ email: "ana@example.com", name: "Ana", consent: false });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues).toContainEqual({ path: "consent", message: FILE_DOWNLOAD_TEXTS.consentRequired });
    expect((await lead({ email: "not an email", consent: true })).status).toBe(400);
    expect(await leadsOf()).toHaveLength(0);
  });

  it("records one lead per file and email whatever the case, counting each download, keeping the first source", async () => {
    const first = await lead({ email: "Ana.Diaz@Example.com", name: "Ana", consent: true, source: "interview-prep-lp" });
    expect(first.status).toBe(201);
    const { downloadUrl, expiresAt } = (await first.json()) as { downloadUrl: string; expiresAt: string };
    expect(downloadUrl).toMatch(/^\/file-download\/interview-preparation-checklist\/file\?token=/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(DOWNLOAD_TOKEN_TTL_MS);
    const again = await lead({ email: "ana.diaz@example.com", consent: true, source: "newsletter" });
    expect(again.status).toBe(201);
    const rows = await leadsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "Ana.Diaz@Example.com", name: "Ana", source: "interview-prep-lp", downloadCount: 2, userId: null });
    expect(rows[0]!.consentText).toBe("Upstep may email me interview tips and similar free guides. I can unsubscribe at any time.");
    expect(rows[0]!.lastDownloadAt).not.toBeNull();
    await lead({ email: "ben@example.com", consent: true });
    expect(await leadsOf()).toHaveLength(2);
  });

  it("links a signed-in visitor's account", async () => {
    const user = await signedInUser({ email: "signed.in.lead@example.com" });
    expect((await lead({ email: "work@example.com", consent: true }, { cookie: user.cookie })).status).toBe(201);
    expect((await leadsOf())[0]!.userId).toBe(user.id);
  });

  it("refuses a request without the CSRF header, an open file, and a client past its rate", async () => {
    expect((await lead({ email: "a@example.com", consent: true }, { csrf: false })).status).toBe(403);
    await db().update(contentFiles).set({ gated: false }).where(eq(contentFiles.slug, SLUG));
    expect((await lead({ email: "a@example.com", consent: true })).status).toBe(400);
    await db().update(contentFiles).set({ gated: true }).where(eq(contentFiles.slug, SLUG));
    await db().execute(sql`truncate rate_limits`);
    for (let i = 0; i < FILE_LEAD_RATE_LIMIT.max; i++) expect((await lead({ email: `p${i}@example.com`, consent: true }, { ip: "198.51.100.9" })).status).toBe(201);
    const limited = await lead({ email: "one-more@example.com", consent: true }, { ip: "198.51.100.9" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another client is not held up.
    expect((await lead({ email: "other@example.com", consent: true }, { ip: "198.51.100.10" })).status).toBe(201);
  });
});

describe("GET /file-download/{id}/file", () => {
  it("serves the PDF as an attachment to the token the form handed out", async () => {
    const { downloadUrl } = (await (await lead({ email: "c@example.com", consent: true })).json()) as { downloadUrl: string };
    const res = await download(downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    // Serving is a read: the count stays what the POST made it.
    expect((await leadsOf())[0]!.downloadCount).toBe(1);
  });

  it("sends a missing, forged or another file's token back to the page with 'invalid', an old one with 'expired'", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });
    const { downloadUrl } = (await (await lead({ email: "d@example.com", consent: true })).json()) as { downloadUrl: string };
    const token = new URL(downloadUrl, "http://x").searchParams.get("token")!;
    const back = async (url: string) => {
      const res = await download(url);
      expect(res.status).toBe(303);
      return res.headers.get("location");
    };
    expect(await back(`/file-download/${SLUG}/file`)).toBe(`/file-download/${SLUG}?link=invalid`);
    expect(await back(`/file-download/${SLUG}/file?token=${token.slice(0, -2)}xx`)).toBe(`/file-download/${SLUG}?link=invalid`);
    const [leadRow] = await leadsOf();
    const otherFile = signDownloadToken("00000000-0000-4000-8000-000000000000", leadRow!.id).token;
    expect(await back(`/file-download/${SLUG}/file?token=${otherFile}`)).toBe(`/file-download/${SLUG}?link=invalid`);
    vi.setSystemTime(Date.now() + DOWNLOAD_TOKEN_TTL_MS - 1000);
    expect((await download(downloadUrl)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2000);
    expect(await back(downloadUrl)).toBe(`/file-download/${SLUG}?link=expired`);
  });

  it("serves an open file without a token, and nothing for an unknown file", async () => {
    await db().update(contentFiles).set({ gated: false }).where(eq(contentFiles.slug, SLUG));
    expect((await download(`/file-download/${SLUG}/file`)).status).toBe(200);
    expect((await download("/file-download/no-such-file/file", "no-such-file")).status).toBe(404);
  });
});

describe("download tokens", () => {
  it("are bound to the file, the lead and the expiry, and expire after 10 minutes", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-01T10:00:00Z") });
    const file = "11111111-1111-4111-8111-111111111111";
    const leadId = "22222222-2222-4222-8222-222222222222";
    const { token, expiresAt } = signDownloadToken(file, leadId);
    expect(expiresAt.toISOString()).toBe("2026-03-01T10:10:00.000Z");
    expect(verifyDownloadToken(token, file)).toEqual({ ok: true, leadId });
    expect(verifyDownloadToken(token, "33333333-3333-4333-8333-333333333333")).toEqual({ ok: false, reason: "invalid" });
    // A later expiry written into the token does not match its MAC.
    const [id, exp, mac] = token.split(".");
    expect(verifyDownloadToken(`${id}.${Number(exp) + 3600}.${mac}`, file)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyDownloadToken("garbage", file)).toEqual({ ok: false, reason: "invalid" });
    vi.setSystemTime(new Date("2026-03-01T10:09:59Z"));
    expect(verifyDownloadToken(token, file).ok).toBe(true);
    vi.setSystemTime(new Date("2026-03-01T10:10:00Z"));
    expect(verifyDownloadToken(token, file)).toEqual({ ok: false, reason: "expired" });
  });
});
