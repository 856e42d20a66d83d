import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, contentFileLeads, contentFiles } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import { FILE_LIMIT_15MB } from "@/lib/uploads/file-types";
import { makeDocx, makeExe, makePdf } from "@/lib/uploads/test-fixtures";
import { createUser } from "@/testing/factories";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { signedInAdmin, signedInUser } from "@/features/admin/admin-session.testing";
import { runContentSchedule } from "@/features/content/server/schedule";
import { POST as createRoute } from "@/app/api/admin/content/files/route";
import { PUT as saveRoute } from "@/app/api/admin/content/files/[id]/route";
import { GET as leadsRoute } from "@/app/api/admin/content/files/[id]/leads/route";
import { FILE_MESSAGES, type FileInput } from "../file-schemas";
import { EDITOR_MESSAGES } from "../schemas";
import { LEADS_CSV_HEADER } from "./file-queries";
import { findRedirect } from "./redirects";
import { FILE_SAVE_ACTION, saveFile } from "./save-file";

/*
 * The files editor on the real database and a temporary upload directory: the upload's checks (15 MB,
 * extension and content), field messages, slugs and their redirects, replacing the document, the
 * schedule's queue job, the leads table and its CSV, and who may do any of it.
 */
const storedFiles = withTemporaryUploadDir();
let admin: CurrentUser;

async function actor(roles: CurrentUser["roles"]): Promise<CurrentUser> {
  const u = await createUser({ roles, name: "Fay Files", twoFactorEnabled: true });
  return { id: u.id, name: "Fay Files", email: u.email, emailVerified: true, twoFactorEnabled: true, createdAt: new Date(), roles, sessionId: "test" } as CurrentUser;
}

const form = (over: Partial<FileInput> = {}): FileInput => ({
  title: "Salary negotiation worksheet",
  description: "A one-page worksheet for your next offer.",
  gated: true,
  consentText: "Upstep may email me about this guide.",
  publishing: { status: "published" },
  ...over,
});

const pdf = () => ({ name: "worksheet.pdf", bytes: makePdf("Know your number") });

async function issuesOf(p: Promise<unknown>): Promise<Record<string, string>> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return Object.fromEntries(((err as AppError).options.issues ?? []).map((i) => [i.path, i.message]));
}

/** A multipart request as the editor's form sends it. */
function multipart(handler: typeof createRoute, opts: { method: string; path: string; params?: Record<string, string>; cookie: string; values: unknown; file?: { name: string; bytes: Uint8Array } }) {
  const body = new FormData();
  body.set("values", JSON.stringify(opts.values));
  if (opts.file) body.set("file", new File([Buffer.from(opts.file.bytes)], opts.file.name));
  const request = new Request(new URL(opts.path, TEST_ORIGIN), { method: opts.method, body, headers: { origin: TEST_ORIGIN, [CSRF_HEADER]: CSRF_VALUE, cookie: opts.cookie } });
  return handler(request, { params: Promise.resolve(opts.params ?? {}) });
}

beforeEach(async () => {
  await getDb().execute(sql`truncate content_files, content_file_leads, content_redirects, audit_events, pgboss.job cascade`);
  admin = await actor(["Administrator"]);
});

describe("saveFile", () => {
  it("uploads a gated document through the route: checked, stored under a new key, audited", async () => {
    const web = await signedInAdmin();
    const before = storedFiles().length;
    const res = await multipart(createRoute, { method: "POST", path: "/api/admin/content/files", cookie: web.cookie, values: form(), file: pdf() });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved).toMatchObject({ slug: "salary-negotiation-worksheet", status: "published", fileName: "worksheet.pdf" });
    const [row] = await getDb().select().from(contentFiles).where(eq(contentFiles.id, saved.id));
    expect(row).toMatchObject({ gated: true, mimeType: "application/pdf", consentText: "Upstep may email me about this guide.", published: true });
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(storedFiles()).toHaveLength(before + 1);
    const [audit] = await getDb().select().from(auditEvents).where(eq(auditEvents.action, FILE_SAVE_ACTION));
    expect(audit).toMatchObject({ actorUserId: web.id, targetId: saved.id });
  });

  it("refuses a missing file, a disguised executable, a file over 15 MB and bad fields, storing nothing", async () => {
    const before = storedFiles().length;
    expect(await issuesOf(saveFile(getDb(), admin, { values: form(), file: null }, { correlationId: "t" }))).toEqual({ file: FILE_MESSAGES.noFile });
    await expect(saveFile(getDb(), admin, { values: form(), file: { name: "guide.pdf", bytes: makeExe() } }, { correlationId: "t" })).rejects.toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: FILE_MESSAGES.invalidType,
    });
    const big = new Uint8Array(FILE_LIMIT_15MB + 1);
    big.set(makePdf());
    await expect(saveFile(getDb(), admin, { values: form(), file: { name: "big.pdf", bytes: big } }, { correlationId: "t" })).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: FILE_MESSAGES.tooLarge });
    expect(await issuesOf(saveFile(getDb(), admin, { values: form({ title: "", slug: "No Good", consentText: "" }), file: pdf() }, { correlationId: "t" }))).toEqual({
      title: EDITOR_MESSAGES.titleRequired,
      slug: EDITOR_MESSAGES.slugInvalid,
      consentText: FILE_MESSAGES.consentRequired,
    });
    expect(await issuesOf(saveFile(getDb(), admin, { values: form({ consentText: " " }), file: pdf() }, { correlationId: "t" }))).toEqual({ consentText: FILE_MESSAGES.consentRequired });
    expect(storedFiles()).toHaveLength(before);
    expect(await getDb().select().from(contentFiles)).toHaveLength(0);
  });

  it("renames (the old slug redirects), replaces the document (the old one is removed) and refuses a taken slug", async () => {
    const first = await saveFile(getDb(), admin, { values: form(), file: pdf() }, { correlationId: "t" });
    await saveFile(getDb(), admin, { values: form({ title: "Other", slug: "other" }), file: pdf() }, { correlationId: "t" });
    const [{ storageKey: oldKey }] = (await getDb().select({ storageKey: contentFiles.storageKey }).from(contentFiles).where(eq(contentFiles.id, first.id))) as [{ storageKey: string }];
    const edited = await saveFile(getDb(), admin, { values: form({ slug: "offer-worksheet", gated: false }), file: { name: "worksheet v2.docx", bytes: makeDocx() } }, { id: first.id, correlationId: "t" });
    expect(edited).toMatchObject({ slug: "offer-worksheet", fileName: "worksheet v2.docx" });
    expect(await findRedirect(getDb(), "file", "salary-negotiation-worksheet")).toBe(first.id);
    expect(storedFiles()).not.toContain(oldKey);
    const [row] = await getDb().select().from(contentFiles).where(eq(contentFiles.id, first.id));
    expect(row).toMatchObject({ gated: false, mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", consentText: "Upstep may email me about this guide." });
    // An edit without a new file keeps the document.
    await saveFile(getDb(), admin, { values: form({ slug: "offer-worksheet", description: "New words" }), file: null }, { id: first.id, correlationId: "t" });
    expect((await getDb().select({ key: contentFiles.storageKey }).from(contentFiles).where(eq(contentFiles.id, first.id)))[0]!.key).toBe(row!.storageKey);
    expect(await issuesOf(saveFile(getDb(), admin, { values: form({ slug: "other" }), file: null }, { id: first.id, correlationId: "t" }))).toEqual({ slug: FILE_MESSAGES.slugTaken });
  });

  it("schedules publishing on the queue (a job starting at the time) that the job then carries out", async () => {
    const at = new Date(Date.now() + 2 * 86_400_000);
    const saved = await saveFile(getDb(), admin, { values: form({ publishing: { status: "scheduled", publishAt: at.toISOString() } }), file: pdf() }, { correlationId: "t" });
    const { rows } = await getDb().execute<{ start_after: Date; data: { kind: string; action: string } }>(
      sql`select start_after, data from pgboss.job where name = 'content-schedule' and data->>'id' = ${saved.id}`,
    );
    expect(rows.map((r) => [r.data.kind, r.data.action, new Date(r.start_after).getTime()])).toEqual([["file", "publish", at.getTime()]]);
    expect(await runContentSchedule(getDb(), { kind: "file", id: saved.id, action: "publish", at: at.toISOString() })).toEqual({ changed: true });
    expect((await getDb().select({ published: contentFiles.published }).from(contentFiles).where(eq(contentFiles.id, saved.id)))[0]!.published).toBe(true);
  });

  it("is refused to anyone but an administrator", async () => {
    for (const roles of [[], ["Recruiter"], ["Hiring Manager"]] as CurrentUser["roles"][]) {
      await expect(saveFile(getDb(), await actor(roles), { values: form(), file: pdf() }, { correlationId: "t" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    }
    const candidate = await signedInUser();
    expect((await multipart(createRoute, { method: "POST", path: "/api/admin/content/files", cookie: candidate.cookie, values: form(), file: pdf() })).status).toBe(403);
    const saved = await saveFile(getDb(), admin, { values: form(), file: pdf() }, { correlationId: "t" });
    const put = await multipart(saveRoute, { method: "PUT", path: `/api/admin/content/files/${saved.id}`, params: { id: saved.id }, cookie: candidate.cookie, values: form() });
    expect(put.status).toBe(403);
    expect((await callRoute(leadsRoute, { path: `/api/admin/content/files/${saved.id}/leads`, params: { id: saved.id }, cookie: candidate.cookie })).status).toBe(403);
  });
});

describe("leads", () => {
  it("are listed newest first and exported as RFC 4180 CSV with formula-looking cells guarded", async () => {
    const web = await signedInAdmin();
    const saved = await saveFile(getDb(), admin, { values: form(), file: pdf() }, { correlationId: "t" });
    await getDb()
      .insert(contentFileLeads)
      .values([
        { fileId: saved.id, email: "ada@example.com", name: "Ada, Lovelace", consentText: "c", source: "newsletter", downloadCount: 3, createdAt: new Date("2026-03-01T10:00:00Z"), lastDownloadAt: new Date("2026-03-04T09:30:00Z") },
        { fileId: saved.id, email: "bo@example.com", name: '=HYPERLINK("x")', consentText: "c", source: null, downloadCount: 1, createdAt: new Date("2026-03-02T10:00:00Z"), lastDownloadAt: new Date("2026-03-02T10:00:00Z") },
      ]);
    const list = await callRoute(leadsRoute, { path: `/api/admin/content/files/${saved.id}/leads`, params: { id: saved.id }, cookie: web.cookie });
    const body = await list.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1, lastAt: "2026-03-04T09:30:00.000Z" });
    expect(body.rows.map((r: { email: string; downloads: number }) => [r.email, r.downloads])).toEqual([
      ["bo@example.com", 1],
      ["ada@example.com", 3],
    ]);
    const csv = await callRoute(leadsRoute, { path: `/api/admin/content/files/${saved.id}/leads?format=csv`, params: { id: saved.id }, cookie: web.cookie });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="salary-negotiation-worksheet-leads.csv"');
    expect(await csv.text()).toBe(
      [
        LEADS_CSV_HEADER.join(","),
        `bo@example.com,"'=HYPERLINK(""x"")",,1,2026-03-02T10:00:00.000Z,2026-03-02T10:00:00.000Z`,
        `ada@example.com,"Ada, Lovelace",newsletter,3,2026-03-01T10:00:00.000Z,2026-03-04T09:30:00.000Z`,
        "",
      ].join("\r\n"),
    );
    const missing = crypto.randomUUID();
    expect((await callRoute(leadsRoute, { path: `/x?format=csv`, params: { id: missing }, cookie: web.cookie })).status).toBe(404);
  });
});
