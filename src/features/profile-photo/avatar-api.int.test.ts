import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DELETE as avatarDelete, GET as avatarGet, PUT as avatarPut } from "@/app/api/profiles/avatar/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { bytesOf, includesBytes, makeBlankPng, makePng, SVG_WITH_SCRIPT } from "@/lib/uploads/test-fixtures";
import { colourAt, makeJpegDeclaring, makePhoto, PHOTO_SECRETS } from "@/lib/uploads/test-photos";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";
import { b64, withTemporaryUploadDir } from "@/testing/uploads";

const TOO_MANY_PIXELS = "Selected image exceeds the 40 megapixel limit (for example 8000 x 5000 pixels)";
const storedFiles = withTemporaryUploadDir();

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

/** The avatar URL of the key users.avatar_key names (the column only the server writes). */
async function imageOf(userId: string) {
  const [row] = await getDb().select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
  return row?.key ? `/api/files/${row.key}` : null;
}

describe("avatar API (spec 7)", () => {
  it("answers 204 with no avatar, stores a PNG without its metadata at 330px, serves it, replaces and deletes it", async () => {
    const { user, cookie } = await signedIn();
    expect((await getAvatar(cookie)).status).toBe(204);

    const png = await makePhoto({ format: "png", width: 900, height: 600 });
    expect((await sharp(png).metadata()).exif).toBeDefined();
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
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.icc]).toEqual(["png", 330, 330, undefined, undefined, undefined]);
    for (const secret of PHOTO_SECRETS) expect(includesBytes(bytes, secret), secret).toBe(false);
    expect(storedFiles()).toHaveLength(1);

    // A sideways phone JPEG with GPS (claimed to be a PNG: the content decides) replaces it, stored
    // upright; the old file is deleted.
    const photo = await makePhoto({ format: "jpeg", width: 1200, height: 800, orientation: 6 });
    const res2 = await put(cookie, { mimeType: "image/png", fileName: "other.png", base64EncodedData: b64(photo) });
    expect(res2.status).toBe(200);
    const url2 = ((await res2.json()) as { url: string }).url;
    expect(url2).toMatch(/\.jpg$/);
    expect((await fetchFile(url)).status).toBe(404);
    const served2 = await fetchFile(url2);
    expect(served2.headers.get("content-type")).toBe("image/jpeg");
    const jpeg = new Uint8Array(await served2.arrayBuffer());
    const meta2 = await sharp(jpeg).metadata();
    expect([meta2.format, meta2.width, meta2.height, meta2.exif, meta2.xmp, meta2.orientation]).toEqual(["jpeg", 330, 330, undefined, undefined, undefined]);
    expect([await colourAt(jpeg, 165, 5), await colourAt(jpeg, 165, 324)]).toEqual(["red", "blue"]);
    for (const secret of PHOTO_SECRETS) expect(includesBytes(jpeg, secret), secret).toBe(false);
    expect(storedFiles()).toHaveLength(1);

    // A tiny image is stored as it is, never enlarged.
    const res3 = await put(cookie, { mimeType: "image/png", fileName: "dot.png", base64EncodedData: b64(makePng()) });
    const url3 = ((await res3.json()) as { url: string }).url;
    const tiny = await sharp(new Uint8Array(await (await fetchFile(url3)).arrayBuffer())).metadata();
    expect([tiny.format, tiny.width, tiny.height]).toEqual(["png", 2, 2]);
    expect((await fetchFile(url2)).status).toBe(404);

    const del = await callRoute(avatarDelete, { method: "DELETE", path: "/api/profiles/avatar", cookie });
    expect(del.status).toBe(204);
    expect(await imageOf(user.id)).toBeNull();
    expect((await getAvatar(cookie)).status).toBe(204);
    expect((await fetchFile(url3)).status).toBe(404);
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

  it("refuses a renamed text file, no file, an 11 MB file and more than 40 megapixels with clear messages, changing nothing", async () => {
    const { user, cookie } = await signedIn();
    const first = await put(cookie, { mimeType: "image/png", fileName: "me.png", base64EncodedData: b64(makePng()) });
    const url = ((await first.json()) as { url: string }).url;
    const before = storedFiles();
    // 8000 x 5001 pixels: 40,008,000, just over the limit.
    const huge = new Uint8Array(await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 1 }).toBuffer());

    const cases: [unknown, number, string][] = [
      [{ mimeType: "image/png", fileName: "photo.png", base64EncodedData: b64(bytesOf("I am a text file wearing a .png name\n")) }, 400, "Invalid Image (.jpeg,.png,.jpg,.svg)"],
      [{ mimeType: "image/png", fileName: "photo.png", base64EncodedData: "" }, 400, "No file selected."],
      [{ mimeType: "image/png", fileName: "", base64EncodedData: b64(makePng()) }, 400, "No file selected."],
      [{}, 400, "No file selected."],
      [{ mimeType: "image/png", fileName: "big.png", base64EncodedData: b64(new Uint8Array(11 * 1024 * 1024)) }, 413, "Selected file exceeds 10MB size limit"],
      [{ mimeType: "image/png", fileName: "wide.png", base64EncodedData: b64(huge) }, 413, TOO_MANY_PIXELS],
      [{ mimeType: "image/png", fileName: "bomb.png", base64EncodedData: b64(makeBlankPng(20000, 20000)) }, 413, TOO_MANY_PIXELS],
      [{ mimeType: "image/jpeg", fileName: "bomb.jpg", base64EncodedData: b64(await makeJpegDeclaring(60000, 60000)) }, 413, TOO_MANY_PIXELS],
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
