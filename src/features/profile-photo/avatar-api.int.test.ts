import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DELETE as avatarDelete, GET as avatarGet, PUT as avatarPut } from "@/app/api/profiles/avatar/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { resetEnvCache } from "@/lib/env";
import { setFileStorage } from "@/lib/uploads/storage";
import { pngChunks, jpegSegments } from "@/lib/uploads/strip-metadata";
import { bytesOf, includesBytes, makeJpeg, makePng, SVG_WITH_SCRIPT } from "@/lib/uploads/test-fixtures";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
let uploadDir: string;
const previousUploadDir = process.env.UPLOAD_DIR;

beforeAll(() => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "upstep-uploads-"));
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvCache();
  setFileStorage(undefined);
});

afterAll(() => {
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  resetEnvCache();
  setFileStorage(undefined);
});

function storedFiles(): string[] {
  return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

const put = (cookie: string | undefined, body: unknown, csrf = true) => callRoute(avatarPut, { method: "PUT", path: "/api/profiles/avatar", cookie, body, csrf });
const getAvatar = (cookie: string) => callRoute(avatarGet, { path: "/api/profiles/avatar?version=2", cookie });
const fetchFile = async (url: string) => {
  const key = decodeURIComponent(url.replace("/api/files/", ""));
  return callRoute(fileGet, { path: url, params: { key } });
};

async function signedIn() {
  const user = await createUser();
  const { cookie } = await logIn(user.email, user.password);
  return { user, cookie };
}

async function imageOf(userId: string) {
  const [row] = await getDb().select({ image: users.image }).from(users).where(eq(users.id, userId));
  return row?.image ?? null;
}

describe("avatar API (spec 7)", () => {
  it("answers 204 with no avatar, stores a PNG without its EXIF, serves it, replaces and deletes it", async () => {
    const { user, cookie } = await signedIn();
    expect((await getAvatar(cookie)).status).toBe(204);

    const png = makePng({ exif: true });
    const res = await put(cookie, { mimeType: "image/png", fileName: "me.png", base64EncodedData: b64(png) });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
    expect(await imageOf(user.id)).toBe(url);

    const text = await getAvatar(cookie);
    expect(text.status).toBe(200);
    expect(text.headers.get("content-type")).toContain("text/plain");
    expect(await text.text()).toBe(url);

    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(pngChunks(bytes).map((c) => c.type)).toEqual(["IHDR", "sRGB", "IDAT", "IEND"]);
    expect(includesBytes(bytes, "SECRET-CAMERA")).toBe(false);
    expect(includesBytes(bytes, "eXIf")).toBe(false);
    expect(storedFiles()).toHaveLength(1);

    // A JPEG (claimed to be a PNG: the content decides) replaces it; the old file is deleted.
    const res2 = await put(cookie, { mimeType: "image/png", fileName: "other.png", base64EncodedData: b64(makeJpeg({ exif: true })) });
    expect(res2.status).toBe(200);
    const url2 = ((await res2.json()) as { url: string }).url;
    expect(url2).toMatch(/\.jpg$/);
    expect((await fetchFile(url)).status).toBe(404);
    const jpeg = new Uint8Array(await (await fetchFile(url2)).arrayBuffer());
    expect(jpegSegments(jpeg).map((s) => s.marker)).not.toContain(0xe1);
    expect(storedFiles()).toHaveLength(1);

    const del = await callRoute(avatarDelete, { method: "DELETE", path: "/api/profiles/avatar", cookie });
    expect(del.status).toBe(204);
    expect(await imageOf(user.id)).toBeNull();
    expect((await getAvatar(cookie)).status).toBe(204);
    expect((await fetchFile(url2)).status).toBe(404);
    expect(storedFiles()).toHaveLength(0);
  });

  it("stores an SVG without its script and serves it under a script-forbidding policy", async () => {
    const { cookie } = await signedIn();
    const res = await put(cookie, { mimeType: "image/svg+xml", fileName: "logo.svg", base64EncodedData: b64(bytesOf(SVG_WITH_SCRIPT)) });
    expect(res.status).toBe(200);
    const served = await fetchFile(((await res.json()) as { url: string }).url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers.get("content-disposition")).toBe('inline; filename="image.svg"');
    const svg = await served.text();
    expect(svg).toContain("<svg");
    for (const bad of ["<script", "SECRET-SCRIPT", "onload", "javascript:", "evil.example", "foreignObject"]) expect(svg).not.toContain(bad);
  });

  it("refuses a renamed text file, no file and an 11 MB file with the spec's messages, changing nothing", async () => {
    const { user, cookie } = await signedIn();
    const first = await put(cookie, { mimeType: "image/png", fileName: "me.png", base64EncodedData: b64(makePng()) });
    const url = ((await first.json()) as { url: string }).url;
    const before = storedFiles();

    const cases: [unknown, number, string][] = [
      [{ mimeType: "image/png", fileName: "photo.png", base64EncodedData: b64(bytesOf("I am a text file wearing a .png name\n")) }, 400, "Invalid Image (.jpeg,.png,.jpg,.svg)"],
      [{ mimeType: "image/png", fileName: "photo.png", base64EncodedData: "" }, 400, "No file selected."],
      [{ mimeType: "image/png", fileName: "", base64EncodedData: b64(makePng()) }, 400, "No file selected."],
      [{}, 400, "No file selected."],
      [{ mimeType: "image/png", fileName: "big.png", base64EncodedData: b64(new Uint8Array(11 * 1024 * 1024)) }, 413, "Selected file exceeds 10MB size limit"],
    ];
    for (const [body, status, message] of cases) {
      const res = await put(cookie, body);
      expect(res.status, message).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
      expect(await imageOf(user.id)).toBe(url);
      expect(storedFiles()).toEqual(before);
    }
    const noBody = await callRoute(avatarPut, { method: "PUT", path: "/api/profiles/avatar", cookie });
    expect(((await noBody.json()) as { error: { message: string; issues: { message: string }[] } }).error).toMatchObject({
      message: "No file selected.",
      issues: [{ message: "Please select a file to continue." }],
    });
  });

  it("answers 401 signed out and 403 without the CSRF header", async () => {
    const body = { mimeType: "image/png", fileName: "me.png", base64EncodedData: b64(makePng()) };
    expect((await put(undefined, body)).status).toBe(401);
    expect((await callRoute(avatarGet, { path: "/api/profiles/avatar?version=2" })).status).toBe(401);
    expect((await callRoute(avatarDelete, { method: "DELETE", path: "/api/profiles/avatar" })).status).toBe(401);
    const { user, cookie } = await signedIn();
    expect((await put(cookie, body, false)).status).toBe(403);
    expect((await callRoute(avatarDelete, { method: "DELETE", path: "/api/profiles/avatar", cookie, csrf: false })).status).toBe(403);
    expect(await imageOf(user.id)).toBeNull();
  });

  it("serves only well-formed image keys", async () => {
    for (const key of ["../../etc/passwd", "x.png", "00000000-0000-0000-0000-000000000000.png", "00000000-0000-0000-0000-000000000000.pdf"]) {
      expect((await callRoute(fileGet, { path: `/api/files/${encodeURIComponent(key)}`, params: { key } })).status).toBe(404);
    }
  });
});
