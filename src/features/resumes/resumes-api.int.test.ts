import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, resumes, users } from "@/db/schema";
import { GET as listGet, POST as uploadPost } from "@/app/api/candidates/resumes/route";
import { DELETE as resumeDelete, PATCH as resumePatch } from "@/app/api/candidates/resumes/[id]/route";
import { PUT as defaultPut } from "@/app/api/candidates/resumes/[id]/default/route";
import { GET as downloadGet } from "@/app/api/candidates/resumes/[id]/download/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import type { Role } from "@/lib/auth/roles";
import { FILE_LIMIT_10MB } from "@/lib/uploads/file-types";
import { bytesOf, makeDoc, makeDocx, makeExe, makePdf, makePng, makeRtf, makeZip } from "@/lib/uploads/test-fixtures";
import { deleteFilesOfUser } from "@/lib/uploads/user-files";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { RESUME_LIMIT_MESSAGE, RESUME_LIMIT_PER_PERSON, RESUME_MESSAGES } from "./messages";
import type { ResumeSummary } from "./types";

/*
 * Issue 14 part 4 (resumes: files), through the real route handlers on a real database: the spec's
 * messages word for word, types by magic bytes, the 10MB limit before anything is stored, one default
 * per person, and the authorization matrix (candidates A and B, a hiring manager, a recruiter, an
 * administrator with two-factor, and nobody signed in): only the owner and administrators reach a
 * resume; everyone else gets 404, as for a resume that does not exist.
 */
const storedFiles = withTemporaryUploadDir();

type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = [], twoFactorEnabled = false): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  // Two-factor is switched on after logging in (with it on, log-in would ask for a code first).
  if (twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

type Upload = { name: string; bytes: Uint8Array } | null;

/** POST /api/candidates/resumes as a browser sends it: multipart/form-data with the Upstep headers. */
function upload(cookie: string | null, file: Upload, opts: { field?: string; csrf?: boolean } = {}) {
  const form = new FormData();
  if (file) form.set(opts.field ?? "file", new File([new Uint8Array(file.bytes)], file.name));
  const headers = new Headers({ origin: TEST_ORIGIN, [AUTH_VERSION_HEADER]: AUTH_VERSION });
  if (opts.csrf !== false) headers.set(CSRF_HEADER, CSRF_VALUE);
  if (cookie) headers.set("cookie", cookie);
  return uploadPost(new Request(new URL("/api/candidates/resumes", TEST_ORIGIN), { method: "POST", headers, body: form }));
}

async function uploadOk(actor: Actor, file: { name: string; bytes: Uint8Array }): Promise<ResumeSummary> {
  const res = await upload(actor.cookie, file);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ResumeSummary;
}

const list = (cookie: string | undefined, userId?: string) =>
  callRoute(listGet, { path: `/api/candidates/resumes${userId ? `?userId=${userId}` : ""}`, cookie });
const download = (cookie: string | undefined, id: string) => callRoute(downloadGet, { path: `/api/candidates/resumes/${id}/download`, cookie, params: { id } });
const rename = (cookie: string | undefined, id: string, fileName: unknown) =>
  callRoute(resumePatch, { method: "PATCH", path: `/api/candidates/resumes/${id}`, cookie, params: { id }, body: { fileName } });
const remove = (cookie: string | undefined, id: string) => callRoute(resumeDelete, { method: "DELETE", path: `/api/candidates/resumes/${id}`, cookie, params: { id } });
const makeDefault = (cookie: string | undefined, id: string) => callRoute(defaultPut, { method: "PUT", path: `/api/candidates/resumes/${id}/default`, cookie, params: { id } });

async function listOf(actor: Actor): Promise<ResumeSummary[]> {
  const res = await list(actor.cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as ResumeSummary[];
}

async function errorOf(res: Response): Promise<{ status: number; message: string }> {
  const body = (await res.json()) as { error: { message: string } };
  return { status: res.status, message: body.error.message };
}

const rowsOf = (userId: string) => getDb().select().from(resumes).where(eq(resumes.userId, userId));
const auditOf = (resumeId: string) => getDb().select().from(auditEvents).where(and(eq(auditEvents.targetType, "resume"), eq(auditEvents.targetId, resumeId)));

describe("uploading a resume", () => {
  it("accepts pdf, doc, docx, rtf and txt by their content; the first becomes the default", async () => {
    const a = await signedIn();
    const pdf = await uploadOk(a, { name: "Ada CV.pdf", bytes: makePdf() });
    expect(pdf).toMatchObject({ fileName: "Ada CV.pdf", mime: "application/pdf", isDefault: true, sizeBytes: makePdf().length, downloadUrl: `/api/candidates/resumes/${pdf.id}/download` });
    const others = [
      await uploadOk(a, { name: "cv.doc", bytes: makeDoc() }),
      await uploadOk(a, { name: "cv.docx", bytes: makeDocx() }),
      await uploadOk(a, { name: "cv.rtf", bytes: makeRtf() }),
      await uploadOk(a, { name: "cv.txt", bytes: bytesOf("Ada Lovelace\nAnalyst\n") }),
    ];
    expect(others.map((r) => [r.mime, r.isDefault])).toEqual([
      ["application/msword", false],
      ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", false],
      ["application/rtf", false],
      ["text/plain", false],
    ]);
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([pdf.id]);
    // Stored under opaque keys whose extension is the detected kind, never the client's name.
    expect(storedFiles()).toEqual(expect.arrayContaining(rows.map((r) => r.storageKey)));
    expect(rows.every((r) => /^[0-9a-f-]{36}\.(pdf|doc|docx|rtf|txt)$/.test(r.storageKey))).toBe(true);
  });

  it("refuses by magic bytes with the spec's message, and stores nothing", async () => {
    const a = await signedIn();
    const before = storedFiles();
    const refused: [string, Uint8Array][] = [
      ["setup.pdf", makeExe()], // an executable renamed .pdf
      ["photo.pdf", makePng()],
      ["cv.docx", makeZip([{ name: "payload.bin", content: "x" }])], // a zip without word/document.xml
      ["cv.docx", makePdf()], // a PDF named .docx
      ["cv.txt", bytesOf("Ada\u0000Lovelace")], // text with NUL
      ["cv.txt", new Uint8Array([0xff, 0xfe, 0x41, 0x00])], // not UTF-8
      ["cv.exe", makePdf()], // extension not allowed
      ["cv.odt", makePdf()],
      ["cv", makePdf()],
    ];
    for (const [name, bytes] of refused) {
      const res = await upload(a.cookie, { name, bytes });
      expect(await errorOf(res), name).toEqual({ status: 415, message: "Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)" });
    }
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it("no file: 'No file selected.' (no field, another field, an empty file, a JSON body)", async () => {
    const a = await signedIn();
    expect(await errorOf(await upload(a.cookie, null))).toEqual({ status: 400, message: "No file selected." });
    expect(await errorOf(await upload(a.cookie, { name: "cv.pdf", bytes: makePdf() }, { field: "other" }))).toEqual({ status: 400, message: "No file selected." });
    expect(await errorOf(await upload(a.cookie, { name: "cv.pdf", bytes: new Uint8Array(0) }))).toEqual({ status: 400, message: "No file selected." });
    expect(RESUME_MESSAGES.noFile).toBe("No file selected.");
    const json = await callRoute(uploadPost, { method: "POST", path: "/api/candidates/resumes", cookie: a.cookie, body: { file: "x" } });
    expect(json.status).toBe(415);
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it("10MB exactly is accepted; 10MB + 1 byte is refused with the spec's message before it is stored", async () => {
    const a = await signedIn();
    const pdf = makePdf();
    const exact = new Uint8Array(FILE_LIMIT_10MB);
    exact.set(pdf);
    const ok = await uploadOk(a, { name: "big.pdf", bytes: exact });
    expect(ok.sizeBytes).toBe(10 * 1048576);
    const before = storedFiles();
    const over = new Uint8Array(FILE_LIMIT_10MB + 1);
    over.set(pdf);
    expect(await errorOf(await upload(a.cookie, { name: "big.pdf", bytes: over }))).toEqual({ status: 413, message: "Selected file exceeds 10MB size limit" });
    expect(storedFiles()).toEqual(before);
    expect(await rowsOf(a.id)).toHaveLength(1);
  });

  it("a much larger body is cut off while it streams, long before its end", async () => {
    const a = await signedIn();
    const chunk = new Uint8Array(1048576);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 100) return controller.close();
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const headers = new Headers({
      origin: TEST_ORIGIN,
      [CSRF_HEADER]: CSRF_VALUE,
      cookie: a.cookie,
      "content-type": "multipart/form-data; boundary=x",
    });
    const res = await uploadPost(new Request(new URL("/api/candidates/resumes", TEST_ORIGIN), { method: "POST", headers, body, duplex: "half" } as RequestInit));
    expect(await errorOf(res)).toEqual({ status: 413, message: "Selected file exceeds 10MB size limit" });
    expect(pulled).toBeLessThan(15);
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it(`at most ${RESUME_LIMIT_PER_PERSON} resumes per person, with a clear message`, async () => {
    const a = await signedIn();
    for (let i = 0; i < RESUME_LIMIT_PER_PERSON; i++) await uploadOk(a, { name: `cv${i}.txt`, bytes: bytesOf(`resume ${i}`) });
    const before = storedFiles();
    expect(await errorOf(await upload(a.cookie, { name: "one-more.txt", bytes: bytesOf("x") }))).toEqual({ status: 409, message: RESUME_LIMIT_MESSAGE });
    expect(RESUME_LIMIT_MESSAGE).toBe("You can keep up to 10 resumes. Delete one to upload another.");
    expect(storedFiles()).toEqual(before);
    // Parallel uploads at the limit's edge cannot pass it together.
    const b = await signedIn();
    for (let i = 0; i < RESUME_LIMIT_PER_PERSON - 2; i++) await uploadOk(b, { name: `cv${i}.txt`, bytes: bytesOf(`resume ${i}`) });
    const statuses = await Promise.all([1, 2, 3, 4].map((i) => upload(b.cookie, { name: `p${i}.txt`, bytes: bytesOf("p") }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 201, 409, 409]);
    expect(await rowsOf(b.id)).toHaveLength(RESUME_LIMIT_PER_PERSON);
  });

  it("sanitises the file name (path, control and bidi characters) and keeps it at most 255 characters", async () => {
    const a = await signedIn();
    const r1 = await uploadOk(a, { name: "C:\\fakepath\\Ada\u202Eflow.pdf", bytes: makePdf() });
    expect(r1.fileName).toBe("Adaflow.pdf");
    const r2 = await uploadOk(a, { name: `${"n".repeat(400)}.pdf`, bytes: makePdf() });
    expect(r2.fileName).toBe(`${"n".repeat(251)}.pdf`);
  });

  it("only candidates upload: other roles 403, nobody signed in 401, no CSRF header 403", async () => {
    for (const roles of [["Hiring Manager"], ["Recruiter"], ["Administrator"]] as Role[][]) {
      const actor = await signedIn(roles, roles.includes("Administrator"));
      expect((await upload(actor.cookie, { name: "cv.pdf", bytes: makePdf() })).status, roles.join()).toBe(403);
    }
    expect((await upload(null, { name: "cv.pdf", bytes: makePdf() })).status).toBe(401);
    const a = await signedIn();
    expect((await upload(a.cookie, { name: "cv.pdf", bytes: makePdf() }, { csrf: false })).status).toBe(403);
    expect(await rowsOf(a.id)).toEqual([]);
  });
});

describe("one default per person", () => {
  it("set default moves it; deleting the default promotes the newest remaining; deleting another keeps it", async () => {
    const a = await signedIn();
    const first = await uploadOk(a, { name: "first.pdf", bytes: makePdf() });
    const second = await uploadOk(a, { name: "second.pdf", bytes: makePdf() });
    const third = await uploadOk(a, { name: "third.pdf", bytes: makePdf() });
    expect((await listOf(a)).map((r) => [r.fileName, r.isDefault])).toEqual([
      ["first.pdf", true],
      ["third.pdf", false],
      ["second.pdf", false],
    ]);
    const moved = await makeDefault(a.cookie, second.id);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ResumeSummary[]).map((r) => [r.fileName, r.isDefault])).toEqual([
      ["second.pdf", true],
      ["third.pdf", false],
      ["first.pdf", false],
    ]);
    expect((await makeDefault(a.cookie, second.id)).status).toBe(200); // again: still one default

    expect((await remove(a.cookie, second.id)).status).toBe(204);
    expect((await listOf(a)).map((r) => [r.fileName, r.isDefault])).toEqual([
      ["third.pdf", true], // the newest remaining
      ["first.pdf", false],
    ]);
    expect((await remove(a.cookie, first.id)).status).toBe(204);
    expect((await listOf(a)).map((r) => [r.id, r.isDefault])).toEqual([[third.id, true]]);
    expect((await remove(a.cookie, third.id)).status).toBe(204);
    expect(await listOf(a)).toEqual([]);
    const again = await uploadOk(a, { name: "again.pdf", bytes: makePdf() });
    expect(again.isDefault).toBe(true);
  });

  it("parallel first uploads: exactly one becomes the default", async () => {
    const a = await signedIn();
    const made = await Promise.all([1, 2, 3].map((i) => uploadOk(a, { name: `p${i}.pdf`, bytes: makePdf() })));
    expect(made.filter((r) => r.isDefault)).toHaveLength(1);
    expect((await rowsOf(a.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });

  it("the database holds at most one default per person (partial unique index)", async () => {
    const a = await signedIn();
    await uploadOk(a, { name: "one.pdf", bytes: makePdf() });
    const two = await uploadOk(a, { name: "two.pdf", bytes: makePdf() });
    await expect(getDb().update(resumes).set({ isDefault: true }).where(eq(resumes.id, two.id))).rejects.toThrow();
  });
});

describe("rename", () => {
  it("the owner renames; the extension is kept; the spec's messages for a long or empty name", async () => {
    const a = await signedIn();
    const r = await uploadOk(a, { name: "cv.docx", bytes: makeDocx() });
    const renamed = await rename(a.cookie, r.id, "Ada Lovelace 2026");
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as ResumeSummary).fileName).toBe("Ada Lovelace 2026.docx");
    const long = await rename(a.cookie, r.id, "x".repeat(256));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe("File Name must be less than 255 characters.");
    const empty = await rename(a.cookie, r.id, "   ");
    expect(((await empty.json()) as { error: { issues: { message: string }[] } }).error.issues[0]!.message).toBe("Type a valid File Name");
    expect((await rename(a.cookie, r.id, "a\u0000b")).status).toBe(400);
    expect((await rename(a.cookie, r.id, "\u0001\u0002")).status).toBe(400);
    expect((await listOf(a))[0]!.fileName).toBe("Ada Lovelace 2026.docx");
  });
});

describe("download", () => {
  it("the owner gets the bytes as an attachment with a safe name, the content's type and nosniff; no audit event", async () => {
    const a = await signedIn();
    const pdf = makePdf();
    const r = await uploadOk(a, { name: 'Zoë "CV".pdf', bytes: pdf });
    const res = await download(a.cookie, r.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Zo_ _CV_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22CV%22.pdf`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
    expect(await auditOf(r.id)).toEqual([]);
    const txt = await uploadOk(a, { name: "notes.txt", bytes: bytesOf("<script>alert(1)</script>") });
    const t = await download(a.cookie, txt.id);
    expect(t.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(t.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("a resume is never served by its storage key (GET /api/files/{key} is for images)", async () => {
    const a = await signedIn();
    await uploadOk(a, { name: "cv.pdf", bytes: makePdf() });
    const [row] = await rowsOf(a.id);
    const res = await callRoute(fileGet, { path: `/api/files/${row!.storageKey}`, cookie: a.cookie, params: { key: row!.storageKey } });
    expect(res.status).toBe(404);
  });
});

describe("authorization matrix: B, employers and recruiters cannot reach A's resume (404), anonymous 401", () => {
  it("list, download, rename, set default, delete", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const employer = await signedIn(["Hiring Manager"]);
    const h2o = await signedIn(["H2O Hiring Manager"]);
    const recruiter = await signedIn(["Recruiter"]);
    const adminWithout2fa = await signedIn(["Administrator"]);
    const admin = await signedIn(["Administrator"], true);
    const r = await uploadOk(a, { name: "a.pdf", bytes: makePdf() });
    const keep = await uploadOk(a, { name: "keep.pdf", bytes: makePdf() });

    for (const [who, actor] of Object.entries({ b, employer, h2o, recruiter, adminWithout2fa })) {
      expect(await errorOf(await list(actor.cookie, a.id)), who).toEqual({ status: 404, message: "Not found." });
      expect((await list(actor.cookie)).status, who).toBe(200);
      expect(await listOf(actor), who).toEqual([]);
      expect(await errorOf(await download(actor.cookie, r.id)), who).toEqual({ status: 404, message: "Not found." });
      expect((await rename(actor.cookie, r.id, "mine.pdf")).status, who).toBe(404);
      expect((await makeDefault(actor.cookie, keep.id)).status, who).toBe(404);
      expect((await remove(actor.cookie, r.id)).status, who).toBe(404);
    }
    // A resume that does not exist, and an id that is not one, answer exactly the same.
    const missing = "6f1c1d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f";
    expect(await errorOf(await download(b.cookie, missing))).toEqual({ status: 404, message: "Not found." });
    expect(await errorOf(await download(b.cookie, "not-a-uuid"))).toEqual({ status: 404, message: "Not found." });
    expect(await errorOf(await remove(b.cookie, "../../etc"))).toEqual({ status: 404, message: "Not found." });

    // Nobody signed in: 401 everywhere.
    expect((await list(undefined)).status).toBe(401);
    expect((await download(undefined, r.id)).status).toBe(401);
    expect((await rename(undefined, r.id, "x.pdf")).status).toBe(401);
    expect((await makeDefault(undefined, r.id)).status).toBe(401);
    expect((await remove(undefined, r.id)).status).toBe(401);

    // Nothing changed, and nobody's attempt was recorded as a download.
    expect((await listOf(a)).map((x) => [x.fileName, x.isDefault])).toEqual([
      ["a.pdf", true],
      ["keep.pdf", false],
    ]);
    expect(await auditOf(r.id)).toEqual([]);

    // An administrator (with two-factor) lists, downloads and deletes; each is recorded. Renaming and
    // choosing the default stay the owner's.
    const adminList = await list(admin.cookie, a.id);
    expect(((await adminList.json()) as ResumeSummary[]).map((x) => x.id)).toEqual([r.id, keep.id]);
    const got = await download(admin.cookie, r.id);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(makePdf());
    expect((await rename(admin.cookie, r.id, "admin.pdf")).status).toBe(404);
    expect((await makeDefault(admin.cookie, keep.id)).status).toBe(404);
    expect((await remove(admin.cookie, r.id)).status).toBe(204);
    const audit = await auditOf(r.id);
    expect(audit.map((e) => [e.action, e.actorUserId, e.data])).toEqual(
      expect.arrayContaining([
        ["resume.download", admin.id, { ownerUserId: a.id, fileName: "a.pdf", access: "administrator" }],
        ["resume.delete", admin.id, { ownerUserId: a.id, fileName: "a.pdf", access: "administrator" }],
      ]),
    );
    expect(audit).toHaveLength(2);
    expect(audit.every((e) => e.correlationId)).toBe(true);
    expect((await listOf(a)).map((x) => [x.id, x.isDefault])).toEqual([[keep.id, true]]);
  });
});

describe("files go with the resume and with the account", () => {
  it("deleting a resume deletes its file; deleting the account deletes every resume file", async () => {
    const a = await signedIn();
    const r1 = await uploadOk(a, { name: "one.pdf", bytes: makePdf() });
    await uploadOk(a, { name: "two.rtf", bytes: makeRtf() });
    const keys = (await rowsOf(a.id)).map((r) => r.storageKey);
    expect(storedFiles()).toEqual(expect.arrayContaining(keys));
    const key1 = (await rowsOf(a.id)).find((r) => r.id === r1.id)!.storageKey;
    await remove(a.cookie, r1.id);
    expect(storedFiles()).not.toContain(key1);
    await deleteFilesOfUser(getDb(), a.id);
    expect(await rowsOf(a.id)).toEqual([]);
    for (const key of keys) expect(storedFiles()).not.toContain(key);
  });
});
