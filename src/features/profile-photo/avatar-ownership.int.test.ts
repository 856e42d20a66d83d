import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { DELETE as avatarDelete, GET as avatarGet, PUT as avatarPut } from "@/app/api/profiles/avatar/route";
import { GET as fileGet } from "@/app/api/files/[key]/route";
import { GET as contextGet } from "@/app/api/context/route";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { makePng } from "@/lib/uploads/test-fixtures";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";
import { b64, withTemporaryUploadDir } from "@/testing/uploads";

/*
 * Issue 12 finding 3: the avatar's storage key lives in users.avatar_key, which only the avatar API
 * writes; better-auth's update-user (and sign-up) refuse `image` and every other field the server
 * owns; account deletion removes the user's files. User B can neither delete nor overwrite A's file.
 */
const storedFiles = withTemporaryUploadDir();

const keyOf = (url: string) => decodeURIComponent(url.replace("/api/files/", ""));
const fetchFile = (url: string) => callRoute(fileGet, { path: url, params: { key: keyOf(url) } });
const putAvatar = (cookie: string) => callRoute(avatarPut, { method: "PUT", path: "/api/profiles/avatar", cookie, body: { mimeType: "image/png", fileName: "me.png", base64EncodedData: b64(makePng()) } });
const deleteAvatar = (cookie: string) => callRoute(avatarDelete, { method: "DELETE", path: "/api/profiles/avatar", cookie });
const avatarText = async (cookie: string) => {
  const res = await callRoute(avatarGet, { path: "/api/profiles/avatar?version=2", cookie });
  return res.status === 200 ? res.text() : null;
};
const contextAvatar = async (cookie: string) => {
  const body = (await (await callRoute(contextGet, { path: "/api/context", cookie })).json()) as { session: { profile: { avatar: string | null } | null } };
  return body.session.profile?.avatar ?? null;
};
const updateUser = (cookie: string, body: unknown) => callRoute(authPost, { method: "POST", path: "/api/identity/auth/update-user", cookie, body });

async function signedIn() {
  const user = await createUser();
  const { cookie } = await logIn(user.email, user.password);
  return { user, cookie };
}

async function rowOf(userId: string) {
  const [row] = await getDb().select().from(users).where(eq(users.id, userId));
  return row;
}

describe("avatar ownership (issue 12, finding 3)", () => {
  it("user B cannot point their account at A's file, nor delete or overwrite it by any route", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const uploaded = await putAvatar(a.cookie);
    expect(uploaded.status).toBe(200);
    const urlA = ((await uploaded.json()) as { url: string }).url;
    const filesAfterA = storedFiles();
    expect(filesAfterA).toEqual([keyOf(urlA)]);
    const rowB = await rowOf(b.user.id);

    // update-user refuses `image` (A's file, a script URL, anything) and every other field the
    // server owns, with 400, and changes nothing.
    const refused: Record<string, unknown>[] = [
      { image: urlA },
      { image: "javascript:alert(1)" },
      { image: null },
      { name: "B", image: urlA },
      { avatarKey: keyOf(urlA) },
      { avatar_key: keyOf(urlA) },
      { emailVerified: false },
      { twoFactorEnabled: true },
      { email: "other@example.test" },
      { id: a.user.id },
      { createdAt: "2000-01-01T00:00:00.000Z" },
      { updatedAt: "2000-01-01T00:00:00.000Z" },
    ];
    for (const body of refused) {
      const res = await updateUser(b.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await rowOf(b.user.id), JSON.stringify(body)).toEqual(rowB);
    }
    expect(await avatarText(b.cookie)).toBeNull();
    expect(await contextAvatar(b.cookie)).toBeNull();

    // The one field a user may change still works.
    const renamed = await updateUser(b.cookie, { name: "Bea" });
    expect(renamed.status).toBe(200);
    expect((await rowOf(b.user.id))?.name).toBe("Bea");

    // Even a users.image written behind the API's back (a social provider's picture, an old row)
    // names nothing B can delete: DELETE and PUT act on B's own key column only.
    await getDb().update(users).set({ image: urlA }).where(eq(users.id, b.user.id));
    expect(await avatarText(b.cookie)).toBeNull();
    expect((await deleteAvatar(b.cookie)).status).toBe(204);
    expect(storedFiles()).toEqual(filesAfterA);
    const putB = await putAvatar(b.cookie);
    expect(putB.status).toBe(200);
    const urlB = ((await putB.json()) as { url: string }).url;
    expect(urlB).not.toBe(urlA);
    expect((await deleteAvatar(b.cookie)).status).toBe(204);
    expect((await fetchFile(urlB)).status).toBe(404);

    // A's file is untouched and still A's.
    expect(storedFiles()).toEqual(filesAfterA);
    expect((await fetchFile(urlA)).status).toBe(200);
    expect(await avatarText(a.cookie)).toBe(urlA);
    expect(await contextAvatar(a.cookie)).toBe(urlA);
  });

  it("sign-up refuses an image too", async () => {
    const res = await callRoute(authPost, {
      method: "POST",
      path: "/api/identity/auth/sign-up/email",
      headers: { "x-forwarded-for": "10.12.3.4" },
      body: { name: "Sam", email: "sam-image@example.test", password: "a long enough password", image: "javascript:alert(1)" },
    });
    expect(res.status).toBe(400);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.email, "sam-image@example.test"))).toHaveLength(0);
  });

  it("deleting the account deletes the user's files: the avatar URL answers 404 afterwards", async () => {
    const a = await signedIn();
    const other = await signedIn();
    const urlA = ((await (await putAvatar(a.cookie)).json()) as { url: string }).url;
    const urlOther = ((await (await putAvatar(other.cookie)).json()) as { url: string }).url;
    expect((await fetchFile(urlA)).status).toBe(200);

    const res = await callRoute(authPost, { method: "POST", path: "/api/identity/auth/delete-user", cookie: a.cookie, body: { password: a.user.password } });
    expect(res.status).toBe(200);
    expect(await rowOf(a.user.id)).toBeUndefined();
    expect(storedFiles()).not.toContain(keyOf(urlA));
    expect((await fetchFile(urlA)).status).toBe(404);
    // Nobody else's file goes with it.
    expect(storedFiles()).toContain(keyOf(urlOther));
    expect((await fetchFile(urlOther)).status).toBe(200);
  });

  it("serves a stored file only while an account's avatar names it", async () => {
    const a = await signedIn();
    const urlA = ((await (await putAvatar(a.cookie)).json()) as { url: string }).url;
    // The file stays on disk (a failed delete, a crash between writing and recording it) but no
    // account names it any more: it is not served.
    await getDb().update(users).set({ avatarKey: null }).where(eq(users.id, a.user.id));
    expect(storedFiles()).toContain(keyOf(urlA));
    expect((await fetchFile(urlA)).status).toBe(404);
  });

  it("serves avatars for the browser only, never from a shared cache that would outlive a deletion", async () => {
    const a = await signedIn();
    const urlA = ((await (await putAvatar(a.cookie)).json()) as { url: string }).url;
    const served = await fetchFile(urlA);
    expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });
});
