import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as devNotifyPost } from "@/app/api/dev/notify/route";
import { getDb } from "@/db/client";
import { CLIENT_ADDRESS_HEADER, setClientAddressFrontForTests } from "@/lib/client-address";
import { resetEnvCache } from "@/lib/env";
import { listNotifications } from "@/features/notifications/server/queries";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";

/*
 * POST /api/dev/notify exists only where development pages do (lib/dev-pages.ts): APP_ENV
 * development or test, and a client on this machine. Anywhere else it is 404 and notifies nobody.
 */
function withAppEnv(value: string | undefined) {
  vi.stubEnv("APP_ENV", value);
  resetEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  setClientAddressFrontForTests(false);
});

const send = (body: unknown, address = "127.0.0.1") => callRoute(devNotifyPost, { method: "POST", path: "/api/dev/notify", body, headers: { [CLIENT_ADDRESS_HEADER]: address } });

describe("POST /api/dev/notify", () => {
  it("in test or development, from this machine, notifies a person by email or id through notify()", async () => {
    setClientAddressFrontForTests(true);
    const person = await createUser({ email: "dev-notify@example.test" });
    for (const appEnv of ["test", "development"]) {
      withAppEnv(appEnv);
      const res = await send({ email: "Dev-Notify@example.test", type: "employer-message", title: `New jobs (${appEnv})`, body: "Northwind Health invites you to apply", link: "/jobs?q=nurse" });
      expect(res.status, appEnv).toBe(201);
      const created = (await res.json()) as { notification: { title: string; link: string }; unreadCount: number };
      expect(created.notification).toMatchObject({ title: `New jobs (${appEnv})`, link: "/jobs?q=nurse" });
    }
    const byId = await send({ userId: person.id, type: "system", title: "By id" });
    expect(byId.status).toBe(201);
    expect(((await byId.json()) as { unreadCount: number }).unreadCount).toBe(3);
    expect((await listNotifications(getDb(), person.id)).items.map((n) => n.title)).toEqual(["By id", "New jobs (development)", "New jobs (test)"]);
  });

  it("validates the body like notify(), and an unknown email is 404", async () => {
    setClientAddressFrontForTests(true);
    withAppEnv("test");
    await createUser({ email: "dev-notify-2@example.test" });
    expect((await send({ email: "dev-notify-2@example.test", type: "system", title: "x", link: "https://evil.example" })).status).toBe(400);
    expect((await send({ type: "system", title: "no one" })).status).toBe(400);
    expect((await send({ email: "dev-notify-2@example.test", userId: "00000000-0000-4000-8000-000000000000", type: "system", title: "both" })).status).toBe(400);
    expect((await send({ email: "nobody@example.test", type: "system", title: "x" })).status).toBe(404);
  });

  it("is 404 in production, even from loopback, and to any other client in development; nobody is notified", async () => {
    setClientAddressFrontForTests(true);
    const person = await createUser({ email: "dev-notify-3@example.test" });
    const body = { email: "dev-notify-3@example.test", type: "system", title: "should not exist" };
    for (const appEnv of [undefined, "production"]) {
      withAppEnv(appEnv);
      const res = await send(body);
      expect(res.status, String(appEnv)).toBe(404);
      // Not even the body is looked at: a broken one is 404 too.
      expect((await send({ nonsense: true })).status).toBe(404);
    }
    withAppEnv("development");
    for (const address of ["203.0.113.9", "10.0.0.2", "2001:db8::1"]) expect((await send(body, address)).status, address).toBe(404);
    expect((await listNotifications(getDb(), person.id)).total).toBe(0);
  });
});
