import os from "node:os";
import { expect, test } from "./support/test";
import { CLIENT_ADDRESS_HEADER } from "../src/lib/client-address";
import { E2E_PORT } from "./support/constants";

/*
 * Issue 12 finding 4, through the real server (`npm start`'s src/server/main.ts, APP_ENV=test): the
 * development pages answer this machine's clients over loopback, and 404 to a client whose socket
 * address is not loopback. Here that client is this machine itself, reached through its own network
 * address (the server listens on every interface), so the socket's peer is that address.
 * lib/dev-pages.test.ts covers APP_ENV unset, production and development.
 */
const DEV_PAGES = ["/dev/outbox", "/dev/shell-modals"];

function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === "IPv4")?.address;
}

test.describe("development pages", () => {
  test("answer a loopback client, whatever client address it claims", async ({ request }) => {
    for (const path of DEV_PAGES) {
      expect((await request.get(path)).status(), path).toBe(200);
      const claimed = await request.get(path, { headers: { "x-forwarded-for": "203.0.113.9", [CLIENT_ADDRESS_HEADER]: "203.0.113.9" } });
      expect(claimed.status(), path).toBe(200);
    }
  });

  test("are 404 to a client that is not on loopback, even when it claims to be", async ({ request }) => {
    const address = networkAddress();
    test.skip(!address, "this machine has no network address besides loopback");
    const base = `http://${address}:${E2E_PORT}`;
    // The server answers there (the home page), so the 404 is the development pages' own.
    expect((await request.get(`${base}/`)).status()).toBe(200);
    for (const path of DEV_PAGES) {
      expect((await request.get(`${base}${path}`)).status(), path).toBe(404);
      const forged = await request.get(`${base}${path}`, { headers: { "x-forwarded-for": "127.0.0.1", [CLIENT_ADDRESS_HEADER]: "127.0.0.1", host: `localhost:${E2E_PORT}` } });
      expect(forged.status(), path).toBe(404);
    }
  });
});
