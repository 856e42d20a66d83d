import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sentEmails, users } from "@/db/schema";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { GET as logoutGet } from "@/app/api/auth/logout/route";
import { callRoute } from "@/testing/http";
import { createUser } from "@/testing/factories";
import { logIn } from "@/testing/auth";

const deleteUser = (cookie: string, body: unknown) => callRoute(authPost, { method: "POST", path: "/api/identity/auth/delete-user", cookie, body });

describe("account deletion", () => {
  it("always asks for the password, even on a fresh session", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      const res = await deleteUser(cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("Please enter your password to delete your account.");
    }
    const wrong = await deleteUser(cookie, { password: "not-my-password" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("deletes the account with the right password, then logout goes to the confirmation page", async () => {
    const user = await createUser();
    const { cookie } = await logIn(user.email, user.password);
    const res = await deleteUser(cookie, { password: user.password });
    expect(res.status).toBe(200);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(0);
    const out = await callRoute(logoutGet, { path: `/api/auth/logout?returnTo=${encodeURIComponent("/deleteaccount/confirmation")}`, cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/deleteaccount/confirmation");
  });

  it("the record of mail sent to a deleted account forgets the address; another person's stays", async () => {
    const user = await createUser();
    const other = await createUser();
    const db = getDb();
    const row = (key: string, userId: string, to: string) => ({ idempotencyKey: key, userId, to, category: "account", template: "confirm", subject: "Confirm your email", messageId: `<${key}@upstep>`, status: "sent" });
    const mine = `forget-${crypto.randomUUID()}`;
    const theirs = `keep-${crypto.randomUUID()}`;
    await db.insert(sentEmails).values([row(mine, user.id, user.email), row(theirs, other.id, other.email)]);
    const { cookie } = await logIn(user.email, user.password);
    expect((await deleteUser(cookie, { password: user.password })).status).toBe(200);
    const [gone] = await db.select().from(sentEmails).where(eq(sentEmails.idempotencyKey, mine));
    expect(gone).toMatchObject({ userId: null, to: "", subject: "", status: "sent" });
    const [kept] = await db.select().from(sentEmails).where(eq(sentEmails.idempotencyKey, theirs));
    expect(kept).toMatchObject({ userId: other.id, to: other.email, subject: "Confirm your email" });
  });

  it("logout refuses a foreign returnTo", async () => {
    const out = await callRoute(logoutGet, { path: `/api/auth/logout?returnTo=${encodeURIComponent("https://evil.example/x")}` });
    expect(out.headers.get("location")).toBe("/");
  });
});
