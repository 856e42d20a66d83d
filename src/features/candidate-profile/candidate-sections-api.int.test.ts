import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, candidateLanguages, candidateReferences, certifications, users } from "@/db/schema";
import { GET as certList, POST as certPost } from "@/app/api/candidates/profile/certifications/route";
import { DELETE as certDelete, PATCH as certPatch } from "@/app/api/candidates/profile/certifications/[id]/route";
import { DELETE as fileDelete, GET as fileGet, PUT as filePut } from "@/app/api/candidates/profile/certifications/[id]/file/route";
import { PUT as certOrder } from "@/app/api/candidates/profile/certifications/order/route";
import { GET as langList, POST as langPost } from "@/app/api/candidates/profile/languages/route";
import { DELETE as langDelete, PATCH as langPatch } from "@/app/api/candidates/profile/languages/[id]/route";
import { PUT as langOrder } from "@/app/api/candidates/profile/languages/order/route";
import { GET as refList, POST as refPost } from "@/app/api/candidates/profile/references/route";
import { DELETE as refDelete, PATCH as refPatch } from "@/app/api/candidates/profile/references/[id]/route";
import { PUT as refOrder } from "@/app/api/candidates/profile/references/order/route";
import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";
import type { Role } from "@/lib/auth/roles";
import { FILE_LIMIT_15MB } from "@/lib/uploads/file-types";
import { bytesOf, makeDoc, makeDocx, makeExe, makePdf, makePng, makeRtf, makeZip } from "@/lib/uploads/test-fixtures";
import { deleteFilesOfUser } from "@/lib/uploads/user-files";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute, TEST_ORIGIN } from "@/testing/http";
import { withTemporaryUploadDir } from "@/testing/uploads";
import { CERTIFICATION_FILE_MESSAGES, CERTIFICATION_LIMIT_MESSAGE, CERTIFICATION_LIMIT_PER_PERSON, CERTIFICATION_LIMITS } from "./certification-schemas";
import { REFERENCE_LIMIT_MESSAGE, REFERENCE_LIMITS } from "./reference-schemas";
import { listCertifications, listLanguages, listReferences } from "./server/queries";
import type { CertificationEntry, LanguageEntry, ReferenceEntry } from "./types";

/*
 * Certifications (with the certificate file), languages and references (decision 026) through the
 * real route handlers on a real database: the spec's messages word for word, every maximum length,
 * file types by magic bytes and the 15MB limit, reordering, files deleted with what owned them, and
 * the authorization matrix: candidate B, a hiring manager and an administrator cannot read or change
 * candidate A's entries (404; an administrator may only download A's certificate, and that is
 * recorded), nobody signed in gets 401.
 */
const storedFiles = withTemporaryUploadDir();

type Actor = { id: string; cookie: string };

async function signedIn(roles: Role[] = [], twoFactorEnabled = false): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  if (twoFactorEnabled) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { id: user.id, cookie };
}

const makeOdt = () =>
  makeZip([
    { name: "mimetype", content: "application/vnd.oasis.opendocument.text" },
    { name: "content.xml", content: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>` },
  ]);

const CERT = {
  name: "Basic Life Support (BLS)",
  issuer: "American Heart Association",
  issueMonth: "4",
  issueYear: "2024",
  expiryMonth: "4",
  expiryYear: "2026",
  doesNotExpire: false,
  credentialId: "AHA-12345",
  credentialUrl: "https://cpr.heart.org/verify/AHA-12345",
};
const REF = {
  name: "Maria Gonzalez",
  relationship: "manager",
  company: "Mercy Hospital",
  title: "Nurse Manager",
  email: "maria@example.com",
  phone: "312-555-0199",
  note: "Can speak to my triage work on the cardiac ward.",
  mayContact: true,
};

type Upload = { name: string; bytes: Uint8Array } | null;

/** A multipart request as the browser sends it (FormData, the Upstep headers). */
function multipart(handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, opts: { method: string; path: string; cookie?: string; params?: Record<string, string>; data?: unknown; file?: Upload }) {
  const form = new FormData();
  if (opts.data !== undefined) form.set("data", JSON.stringify(opts.data));
  if (opts.file) form.set("file", new File([new Uint8Array(opts.file.bytes)], opts.file.name));
  const headers = new Headers({ origin: TEST_ORIGIN, [AUTH_VERSION_HEADER]: AUTH_VERSION, [CSRF_HEADER]: CSRF_VALUE });
  if (opts.cookie) headers.set("cookie", opts.cookie);
  return handler(new Request(new URL(opts.path, TEST_ORIGIN), { method: opts.method, headers, body: form }), { params: Promise.resolve(opts.params ?? {}) });
}

const addCert = (cookie: string | undefined, body: unknown = CERT) => callRoute(certPost, { method: "POST", path: "/api/candidates/profile/certifications", cookie, body });
const addCertWithFile = (cookie: string | undefined, file: Upload, data: unknown = CERT) =>
  multipart(certPost, { method: "POST", path: "/api/candidates/profile/certifications", cookie, data, file });
const listCerts = (cookie?: string) => callRoute(certList, { path: "/api/candidates/profile/certifications", cookie });
const editCert = (cookie: string | undefined, id: string, body: unknown = CERT) =>
  callRoute(certPatch, { method: "PATCH", path: `/api/candidates/profile/certifications/${id}`, cookie, params: { id }, body });
const deleteCert = (cookie: string | undefined, id: string) => callRoute(certDelete, { method: "DELETE", path: `/api/candidates/profile/certifications/${id}`, cookie, params: { id } });
const orderCerts = (cookie: string | undefined, ids: string[]) => callRoute(certOrder, { method: "PUT", path: "/api/candidates/profile/certifications/order", cookie, body: { ids } });
const filePath = (id: string) => `/api/candidates/profile/certifications/${id}/file`;
const putFile = (cookie: string | undefined, id: string, file: Upload) => multipart(filePut, { method: "PUT", path: filePath(id), cookie, params: { id }, file });
const getFile = (cookie: string | undefined, id: string) => callRoute(fileGet, { path: filePath(id), cookie, params: { id } });
const removeFile = (cookie: string | undefined, id: string) => callRoute(fileDelete, { method: "DELETE", path: filePath(id), cookie, params: { id } });

const addLang = (cookie: string | undefined, body: unknown = { language: "es", proficiency: "professional-working" }) =>
  callRoute(langPost, { method: "POST", path: "/api/candidates/profile/languages", cookie, body });
const listLangs = (cookie?: string) => callRoute(langList, { path: "/api/candidates/profile/languages", cookie });
const editLang = (cookie: string | undefined, id: string, body: unknown) => callRoute(langPatch, { method: "PATCH", path: `/api/candidates/profile/languages/${id}`, cookie, params: { id }, body });
const deleteLang = (cookie: string | undefined, id: string) => callRoute(langDelete, { method: "DELETE", path: `/api/candidates/profile/languages/${id}`, cookie, params: { id } });
const orderLangs = (cookie: string | undefined, ids: string[]) => callRoute(langOrder, { method: "PUT", path: "/api/candidates/profile/languages/order", cookie, body: { ids } });

const addRef = (cookie: string | undefined, body: unknown = REF) => callRoute(refPost, { method: "POST", path: "/api/candidates/profile/references", cookie, body });
const listRefs = (cookie?: string) => callRoute(refList, { path: "/api/candidates/profile/references", cookie });
const editRef = (cookie: string | undefined, id: string, body: unknown = REF) => callRoute(refPatch, { method: "PATCH", path: `/api/candidates/profile/references/${id}`, cookie, params: { id }, body });
const deleteRef = (cookie: string | undefined, id: string) => callRoute(refDelete, { method: "DELETE", path: `/api/candidates/profile/references/${id}`, cookie, params: { id } });
const orderRefs = (cookie: string | undefined, ids: string[]) => callRoute(refOrder, { method: "PUT", path: "/api/candidates/profile/references/order", cookie, body: { ids } });

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function issuesOf(res: Response, status = 400): Promise<Record<string, string>> {
  expect(res.status, await res.clone().text()).toBe(status);
  const body = (await res.json()) as { error: { issues?: { path: string; message: string }[] } };
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
}

const certRows = (userId: string) => getDb().select().from(certifications).where(eq(certifications.userId, userId));
const keyOf = async (id: string) => (await getDb().select({ key: certifications.fileKey }).from(certifications).where(eq(certifications.id, id)))[0]?.key ?? null;

describe("certifications", () => {
  it("refuses bad fields with the spec's messages and keeps nothing", async () => {
    const a = await signedIn();
    expect(
      await issuesOf(
        await addCert(a.cookie, {
          ...CERT,
          name: "  ",
          issuer: "i".repeat(CERTIFICATION_LIMITS.issuer + 1),
          issueYear: "20245",
          expiryMonth: "13",
          credentialId: "c".repeat(CERTIFICATION_LIMITS.credentialId + 1),
          credentialUrl: "cpr.heart.org/verify",
        }),
      ),
    ).toEqual({
      name: "Type a valid Certification name",
      issuer: "Issuing organization must be less than 150 characters.",
      issueYear: "Type a valid Issue year",
      expiryMonth: "Type a valid Expiry month",
      credentialId: "Credential ID must be less than 100 characters.",
      credentialUrl: "Type a valid Credential URL",
    });
    for (const url of ["javascript:alert(1)", "ftp://files.example.com/c.pdf", "https://user:pw@example.com/", "https://exa mple.com", "https://localhost/x"]) {
      expect(await issuesOf(await addCert(a.cookie, { ...CERT, credentialUrl: url })), url).toEqual({ credentialUrl: "Type a valid Credential URL" });
    }
    expect(await issuesOf(await addCert(a.cookie, { ...CERT, expiryYear: "2023" }))).toEqual({ expiryYear: "Expiry date must be after the issue date" });
    expect(await issuesOf(await addCert(a.cookie, { ...CERT, issueYear: "" }))).toEqual({ issueYear: "Type a valid Issue year" });
    expect(await certRows(a.id)).toEqual([]);
  });

  it("stores every text at its maximum length; does-not-expire clears the expiry; an expired one says so", async () => {
    const a = await signedIn();
    const L = CERTIFICATION_LIMITS;
    const longUrl = `https://example.com/${"u".repeat(L.credentialUrl - "https://example.com/".length)}`;
    const max = await json<CertificationEntry>(
      await addCert(a.cookie, { ...CERT, name: "n".repeat(L.name), issuer: "i".repeat(L.issuer), credentialId: "c".repeat(L.credentialId), credentialUrl: longUrl }),
      201,
    );
    expect(max.credentialUrl).toHaveLength(L.credentialUrl);
    const forever = await json<CertificationEntry>(await addCert(a.cookie, { ...CERT, doesNotExpire: true, expiryMonth: "1", expiryYear: "1999" }), 201);
    expect(forever).toMatchObject({ doesNotExpire: true, expiryMonth: null, expiryYear: null, expired: false, file: null });
    const old = await json<CertificationEntry>(await addCert(a.cookie, { ...CERT, issueYear: "2015", expiryMonth: "", expiryYear: "2017" }), 201);
    expect(old).toMatchObject({ expired: true, expiryMonth: null, expiryYear: 2017 });
    // Expiry is through the end of its month (UTC).
    const list = await listCertifications(getDb(), a.id, new Date("2026-04-30T23:59:00Z"));
    expect(list.find((c) => c.id === max.id)?.expired).toBe(false);
    expect((await listCertifications(getDb(), a.id, new Date("2026-05-01T00:00:00Z"))).find((c) => c.id === max.id)?.expired).toBe(true);
  });

  it("adds one with a file in one request: .odt, .pdf, .doc, .docx, .rtf and .txt by their content", async () => {
    const a = await signedIn();
    const files: [string, Uint8Array, string][] = [
      ["BLS card.odt", makeOdt(), "application/vnd.oasis.opendocument.text"],
      ["bls.pdf", makePdf(), "application/pdf"],
      ["bls.doc", makeDoc(), "application/msword"],
      ["bls.docx", makeDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["bls.rtf", makeRtf(), "application/rtf"],
      ["bls.txt", bytesOf("Certificate of completion\n"), "text/plain"],
    ];
    for (const [name, bytes, mime] of files) {
      const entry = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name, bytes }), 201);
      expect(entry.file).toEqual({ name, mime, sizeBytes: bytes.length, downloadUrl: `/api/candidates/profile/certifications/${entry.id}/file` });
    }
    const keys = (await certRows(a.id)).map((r) => r.fileKey!);
    expect(keys.every((k) => /^[0-9a-f-]{36}\.(odt|pdf|doc|docx|rtf|txt)$/.test(k))).toBe(true);
    expect(storedFiles()).toEqual(expect.arrayContaining(keys));
    // Multipart without a file is a certification without one.
    expect((await json<CertificationEntry>(await addCertWithFile(a.cookie, null), 201)).file).toBeNull();
  });

  it("refuses a file by its magic bytes or size with the spec's words, and stores nothing", async () => {
    const a = await signedIn();
    const before = storedFiles();
    const wrong: [string, Uint8Array][] = [
      ["card.pdf", makePng()],
      ["card.odt", makeDocx()],
      ["card.docx", makeOdt()],
      ["card.pdf", makeExe()],
      ["card.exe", makeExe()],
      ["card.png", makePng()],
      ["card", makePdf()],
    ];
    for (const [name, bytes] of wrong) {
      const res = await addCertWithFile(a.cookie, { name, bytes });
      expect(await issuesOf(res, 415), name).toEqual({ file: CERTIFICATION_FILE_MESSAGES.invalidType });
    }
    expect(CERTIFICATION_FILE_MESSAGES.invalidType).toBe("Invalid file type. Supported file types: (.pdf, .doc, .docx, .rtf, .txt, .odt)");
    // 15MB exactly is accepted; one byte more is refused with the spec's message.
    const exact = new Uint8Array(FILE_LIMIT_15MB).fill(0x41);
    const ok = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "big.txt", bytes: exact }), 201);
    expect(ok.file?.sizeBytes).toBe(15 * 1048576);
    const over = new Uint8Array(FILE_LIMIT_15MB + 1).fill(0x41);
    expect(await issuesOf(await addCertWithFile(a.cookie, { name: "big.txt", bytes: over }), 413)).toEqual({ file: "Selected file exceeds 15MB size limit" });
    // Far past the limit, the body is cut off while it streams, with the same words.
    const huge = await addCertWithFile(a.cookie, { name: "huge.txt", bytes: new Uint8Array(FILE_LIMIT_15MB + 200_000).fill(0x41) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe("Selected file exceeds 15MB size limit");
    // Bad fields and a bad file are answered together.
    expect(await issuesOf(await addCertWithFile(a.cookie, { name: "card.pdf", bytes: makePng() }, { ...CERT, name: "" }))).toEqual({
      name: "Type a valid Certification name",
      file: CERTIFICATION_FILE_MESSAGES.invalidType,
    });
    expect((await certRows(a.id)).map((r) => r.fileName)).toEqual(["big.txt"]);
    expect(storedFiles().length).toBe(before.length + 1);
  });

  it("replaces and removes the file (the old one leaves storage); a file is required to replace; deleting deletes the file", async () => {
    const a = await signedIn();
    const cert = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "bls.pdf", bytes: makePdf() }), 201);
    const first = (await keyOf(cert.id))!;
    expect(await issuesOf(await putFile(a.cookie, cert.id, null))).toEqual({ file: "No file selected." });
    expect(await issuesOf(await putFile(a.cookie, cert.id, { name: "x.pdf", bytes: makePng() }), 415)).toEqual({ file: CERTIFICATION_FILE_MESSAGES.invalidType });
    expect(await keyOf(cert.id)).toBe(first);

    const replaced = await json<CertificationEntry>(await putFile(a.cookie, cert.id, { name: "renewed.odt", bytes: makeOdt() }));
    expect(replaced.file).toMatchObject({ name: "renewed.odt", mime: "application/vnd.oasis.opendocument.text" });
    const second = (await keyOf(cert.id))!;
    expect(second).not.toBe(first);
    expect(storedFiles()).toContain(second);
    expect(storedFiles()).not.toContain(first);

    const removed = await json<CertificationEntry>(await removeFile(a.cookie, cert.id));
    expect(removed.file).toBeNull();
    expect(storedFiles()).not.toContain(second);
    expect((await removeFile(a.cookie, cert.id)).status).toBe(404);
    expect((await getFile(a.cookie, cert.id)).status).toBe(404);

    await json(await putFile(a.cookie, cert.id, { name: "again.rtf", bytes: makeRtf() }));
    const third = (await keyOf(cert.id))!;
    expect((await deleteCert(a.cookie, cert.id)).status).toBe(204);
    expect(storedFiles()).not.toContain(third);
    expect(await certRows(a.id)).toEqual([]);
  });

  it("keeps at most 30 per person; the refused one's file is not stored", async () => {
    const a = await signedIn();
    await getDb()
      .insert(certifications)
      .values(Array.from({ length: CERTIFICATION_LIMIT_PER_PERSON }, (_, position) => ({ userId: a.id, name: `Cert ${position}`, position })));
    const before = storedFiles();
    const refused = await addCertWithFile(a.cookie, { name: "one-more.pdf", bytes: makePdf() });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(CERTIFICATION_LIMIT_MESSAGE);
    expect(storedFiles()).toEqual(before);
    expect(await certRows(a.id)).toHaveLength(CERTIFICATION_LIMIT_PER_PERSON);
    // Another person is not affected.
    const b = await signedIn();
    await json(await addCert(b.cookie), 201);
  });

  it("edits the fields without touching the file, and reorders", async () => {
    const a = await signedIn();
    const one = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "bls.pdf", bytes: makePdf() }), 201);
    const two = await json<CertificationEntry>(await addCert(a.cookie, { ...CERT, name: "ACLS" }), 201);
    const edited = await json<CertificationEntry>(await editCert(a.cookie, one.id, { ...CERT, name: "BLS Provider", credentialUrl: "" }));
    expect(edited).toMatchObject({ name: "BLS Provider", credentialUrl: "", file: { name: "bls.pdf" } });
    expect((await json<CertificationEntry[]>(await orderCerts(a.cookie, [two.id, one.id]))).map((c) => c.id)).toEqual([two.id, one.id]);
    expect((await orderCerts(a.cookie, [two.id])).status).toBe(400);
    expect((await json<CertificationEntry[]>(await listCerts(a.cookie))).map((c) => c.name)).toEqual(["ACLS", "BLS Provider"]);
  });

  it("the file downloads as an attachment to its owner and an administrator (recorded), 404 to anyone else", async () => {
    const a = await signedIn();
    const pdf = makePdf("Certificate: Ada");
    const cert = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "BLS \"card\".pdf", bytes: pdf }), 201);
    const own = await getFile(a.cookie, cert.id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="BLS _card_.pdf"; filename\*=UTF-8''BLS%20%22card%22.pdf$/);
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(pdf);

    const admin = await signedIn(["Administrator"], true);
    const byAdmin = await getFile(admin.cookie, cert.id);
    expect(byAdmin.status).toBe(200);
    expect(new Uint8Array(await byAdmin.arrayBuffer())).toEqual(pdf);
    const audit = await getDb().select().from(auditEvents).where(and(eq(auditEvents.targetType, "certification"), eq(auditEvents.targetId, cert.id)));
    expect(audit.map((e) => [e.action, e.actorUserId, e.data])).toEqual([["certification.download", admin.id, { ownerUserId: a.id, fileName: 'BLS "card".pdf', access: "administrator" }]]);

    const b = await signedIn();
    const manager = await signedIn(["Hiring Manager"]);
    const adminWithout2fa = await signedIn(["Administrator"]);
    expect((await getFile(b.cookie, cert.id)).status).toBe(404);
    expect((await getFile(manager.cookie, cert.id)).status).toBe(404);
    expect((await getFile(adminWithout2fa.cookie, cert.id)).status).toBe(404);
    expect((await getFile(undefined, cert.id)).status).toBe(401);
    expect((await getFile(a.cookie, "not-a-uuid")).status).toBe(404);
    expect((await getFile(a.cookie, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("languages", () => {
  it("adds, refuses a language already listed under the field, edits, reorders and deletes", async () => {
    const a = await signedIn();
    const es = await json<LanguageEntry>(await addLang(a.cookie), 201);
    expect(es).toMatchObject({ language: "es", proficiency: "professional-working" });
    expect(await issuesOf(await addLang(a.cookie, { language: "es", proficiency: "native" }), 409)).toEqual({ language: "You already listed Spanish." });
    const fr = await json<LanguageEntry>(await addLang(a.cookie, { language: "fr", proficiency: "elementary" }), 201);
    const asl = await json<LanguageEntry>(await addLang(a.cookie, { language: "asl", proficiency: "native" }), 201);
    // Editing one into another's language is the same refusal; keeping its own is fine.
    expect(await issuesOf(await editLang(a.cookie, fr.id, { language: "es", proficiency: "elementary" }), 409)).toEqual({ language: "You already listed Spanish." });
    expect((await json<LanguageEntry>(await editLang(a.cookie, fr.id, { language: "fr", proficiency: "full-professional" }))).proficiency).toBe("full-professional");
    expect(await issuesOf(await addLang(a.cookie, { language: "", proficiency: "fluent" }))).toEqual({ language: "Type a valid Language", proficiency: "Type a valid Proficiency" });
    expect(await issuesOf(await addLang(a.cookie, { language: "xx", proficiency: "native" }))).toEqual({ language: "Type a valid Language" });

    expect((await json<LanguageEntry[]>(await orderLangs(a.cookie, [asl.id, es.id, fr.id]))).map((l) => l.language)).toEqual(["asl", "es", "fr"]);
    expect((await orderLangs(a.cookie, [asl.id, es.id, es.id])).status).toBe(400);
    expect((await deleteLang(a.cookie, es.id)).status).toBe(204);
    expect((await json<LanguageEntry[]>(await listLangs(a.cookie))).map((l) => l.language)).toEqual(["asl", "fr"]);
    // Deleted, it may be listed again (at the end).
    await json(await addLang(a.cookie), 201);
    expect((await listLanguages(getDb(), a.id)).map((l) => l.language)).toEqual(["asl", "fr", "es"]);
  });
});

describe("references", () => {
  it("refuses bad input with the spec's words; stores the phone as digits; every maximum fits", async () => {
    const a = await signedIn();
    expect(
      await issuesOf(
        await addRef(a.cookie, { ...REF, name: "", relationship: "friend", email: "maria@", phone: "555-0199", company: "c".repeat(REFERENCE_LIMITS.company + 1), note: "n".repeat(REFERENCE_LIMITS.note + 1) }),
      ),
    ).toEqual({
      name: "Type a valid Name",
      relationship: "Type a valid Relationship",
      email: "Type a valid Email",
      phone: "Type a valid Phone number",
      company: "Company must be less than 100 characters.",
      note: "What they can speak to must be less than 500 characters.",
    });
    expect(await issuesOf(await addRef(a.cookie, { ...REF, email: "", phone: "" }))).toEqual({ email: "Add an email or a phone number so the reference can be reached" });
    expect(await getDb().select().from(candidateReferences).where(eq(candidateReferences.userId, a.id))).toEqual([]);

    const L = REFERENCE_LIMITS;
    const email = `${"m".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(L.email - 64 - 1 - 63 - 1 - 63 - 1)}`;
    expect(email).toHaveLength(L.email);
    const max = await json<ReferenceEntry>(
      await addRef(a.cookie, { ...REF, name: "n".repeat(L.name), company: "c".repeat(L.company), title: "t".repeat(L.title), email, note: "x".repeat(L.note), phone: "+1 (312) 555-0199" }),
      201,
    );
    expect(max).toMatchObject({ phone: "3125550199", email, mayContact: true });
    expect(await issuesOf(await addRef(a.cookie, { ...REF, email: `${email}x` }))).toEqual({ email: "Email must be less than 254 characters." });
  });

  it("adds up to five, edits, reorders and deletes", async () => {
    const a = await signedIn();
    const added: ReferenceEntry[] = [];
    for (const name of ["One", "Two", "Three", "Four", "Five"]) added.push(await json<ReferenceEntry>(await addRef(a.cookie, { ...REF, name, email: "", mayContact: false }), 201));
    const sixth = await addRef(a.cookie, { ...REF, name: "Six" });
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as { error: { message: string } }).error.message).toBe(REFERENCE_LIMIT_MESSAGE);
    expect(await listReferences(getDb(), a.id)).toHaveLength(5);

    const edited = await json<ReferenceEntry>(await editRef(a.cookie, added[0]!.id, { ...REF, name: "One", relationship: "colleague", phone: "" }));
    expect(edited).toMatchObject({ relationship: "colleague", phone: "", email: "maria@example.com", mayContact: true });
    const reversed = added.map((r) => r.id).reverse();
    expect((await json<ReferenceEntry[]>(await orderRefs(a.cookie, reversed))).map((r) => r.name)).toEqual(["Five", "Four", "Three", "Two", "One"]);
    expect((await deleteRef(a.cookie, added[2]!.id)).status).toBe(204);
    await json(await addRef(a.cookie, { ...REF, name: "Six" }), 201);
    expect((await json<ReferenceEntry[]>(await listRefs(a.cookie))).map((r) => r.name)).toEqual(["Five", "Four", "Two", "One", "Six"]);
  });
});

describe("authorization and account deletion", () => {
  it("nobody signed in gets 401 on every read and write", async () => {
    const a = await signedIn();
    const cert = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "bls.pdf", bytes: makePdf() }), 201);
    const lang = await json<LanguageEntry>(await addLang(a.cookie), 201);
    const ref = await json<ReferenceEntry>(await addRef(a.cookie), 201);
    for (const res of [
      await listCerts(),
      await addCert(undefined),
      await addCertWithFile(undefined, { name: "bls.pdf", bytes: makePdf() }),
      await editCert(undefined, cert.id),
      await deleteCert(undefined, cert.id),
      await orderCerts(undefined, [cert.id]),
      await getFile(undefined, cert.id),
      await putFile(undefined, cert.id, { name: "x.pdf", bytes: makePdf() }),
      await removeFile(undefined, cert.id),
      await listLangs(),
      await addLang(undefined),
      await editLang(undefined, lang.id, { language: "fr", proficiency: "native" }),
      await deleteLang(undefined, lang.id),
      await orderLangs(undefined, [lang.id]),
      await listRefs(),
      await addRef(undefined),
      await editRef(undefined, ref.id),
      await deleteRef(undefined, ref.id),
      await orderRefs(undefined, [ref.id]),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await certRows(a.id)).toHaveLength(1);
  });

  it.each([
    ["candidate B", [] as Role[], false],
    ["a hiring manager", ["Hiring Manager"] as Role[], false],
    ["an administrator with two-factor", ["Administrator"] as Role[], true],
  ])("%s cannot read or change candidate A's certifications, languages or references (404)", async (_who, roles, twoFactor) => {
    const a = await signedIn();
    const cert = await json<CertificationEntry>(await addCertWithFile(a.cookie, { name: "bls.pdf", bytes: makePdf() }), 201);
    const key = (await keyOf(cert.id))!;
    const lang = await json<LanguageEntry>(await addLang(a.cookie), 201);
    const ref = await json<ReferenceEntry>(await addRef(a.cookie), 201);
    const b = await signedIn(roles, twoFactor);

    expect(await json<unknown[]>(await listCerts(b.cookie))).toEqual([]);
    expect(await json<unknown[]>(await listLangs(b.cookie))).toEqual([]);
    expect(await json<unknown[]>(await listRefs(b.cookie))).toEqual([]);
    expect((await editCert(b.cookie, cert.id, { ...CERT, name: "Hijacked" })).status).toBe(404);
    expect((await deleteCert(b.cookie, cert.id)).status).toBe(404);
    expect((await orderCerts(b.cookie, [cert.id])).status).toBe(404);
    expect((await putFile(b.cookie, cert.id, { name: "evil.pdf", bytes: makePdf("evil") })).status).toBe(404);
    expect((await removeFile(b.cookie, cert.id)).status).toBe(404);
    expect((await editLang(b.cookie, lang.id, { language: "fr", proficiency: "native" })).status).toBe(404);
    expect((await deleteLang(b.cookie, lang.id)).status).toBe(404);
    expect((await orderLangs(b.cookie, [lang.id])).status).toBe(404);
    expect((await editRef(b.cookie, ref.id, { ...REF, name: "Hijacked" })).status).toBe(404);
    expect((await deleteRef(b.cookie, ref.id)).status).toBe(404);
    expect((await orderRefs(b.cookie, [ref.id])).status).toBe(404);
    // B's own entries may not be mixed with A's in a reorder.
    const mine = await json<LanguageEntry>(await addLang(b.cookie, { language: "de", proficiency: "native" }), 201);
    expect((await orderLangs(b.cookie, [mine.id, lang.id])).status).toBe(404);
    // Only an administrator may download A's certificate; nobody else learns it exists.
    expect((await getFile(b.cookie, cert.id)).status).toBe(twoFactor ? 200 : 404);

    expect(await listCertifications(getDb(), a.id)).toMatchObject([{ id: cert.id, name: CERT.name, file: { name: "bls.pdf" } }]);
    expect(await keyOf(cert.id)).toBe(key);
    expect(storedFiles()).toContain(key);
    expect(await listLanguages(getDb(), a.id)).toMatchObject([{ id: lang.id, language: "es" }]);
    expect(await listReferences(getDb(), a.id)).toMatchObject([{ id: ref.id, name: REF.name }]);
  });

  it("writes need the CSRF header", async () => {
    const a = await signedIn();
    const res = await callRoute(certPost, { method: "POST", path: "/api/candidates/profile/certifications", cookie: a.cookie, body: CERT, csrf: false });
    expect(res.status).toBe(403);
    expect(await certRows(a.id)).toEqual([]);
  });

  it("deleting the account deletes every certification file", async () => {
    const a = await signedIn();
    await json(await addCertWithFile(a.cookie, { name: "one.pdf", bytes: makePdf() }), 201);
    await json(await addCertWithFile(a.cookie, { name: "two.odt", bytes: makeOdt() }), 201);
    await json(await addCert(a.cookie), 201);
    const b = await signedIn();
    await json(await addCertWithFile(b.cookie, { name: "b.pdf", bytes: makePdf() }), 201);
    const keysOfA = (await certRows(a.id)).flatMap((r) => (r.fileKey ? [r.fileKey] : []));
    const keysOfB = (await certRows(b.id)).map((r) => r.fileKey!);
    expect(keysOfA).toHaveLength(2);
    expect(storedFiles()).toEqual(expect.arrayContaining([...keysOfA, ...keysOfB]));

    await deleteFilesOfUser(getDb(), a.id);
    expect(await certRows(a.id)).toEqual([]);
    for (const key of keysOfA) expect(storedFiles()).not.toContain(key);
    expect(storedFiles()).toEqual(expect.arrayContaining(keysOfB));
    // The rest of the account's sections go with the user row (cascade).
    await json(await addLang(a.cookie), 201);
    await getDb().delete(users).where(eq(users.id, a.id));
    expect(await getDb().select().from(candidateLanguages).where(eq(candidateLanguages.userId, a.id))).toEqual([]);
  });
});
