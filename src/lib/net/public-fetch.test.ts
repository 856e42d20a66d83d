import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AddressAllowList } from "./public-address";
import { fetchPublicUrl, MAX_REDIRECTS, RefusedUrlError } from "./public-fetch";

/*
 * Real HTTP servers on loopback (127.0.0.1 and, on Linux, the rest of 127.0.0.0/8) stand for "an
 * internal service": whether a request reaches them is what the allow-list decides.
 */
let server: http.Server;
let port = 0;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.headers.host}${req.url}`);
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/feed") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"jobs":[]}');
    } else if (url.pathname === "/to") {
      res.writeHead(302, { location: url.searchParams.get("location") ?? "/feed" });
      res.end();
    } else if (url.pathname === "/loop") {
      res.writeHead(301, { location: "/loop" });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "0.0.0.0", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RefusedUrlError);
  return error as RefusedUrlError;
};

describe("fetchPublicUrl", () => {
  it("fetches from an address the allow-list names", async () => {
    const res = await fetchPublicUrl(`http://127.0.0.1:${port}/feed`, { allow: new AddressAllowList("127.0.0.1") });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"jobs":[]}');
  });

  it("refuses a loopback address, localhost and a name that resolves to loopback, without a request", async () => {
    const none = new AddressAllowList("192.0.2.1");
    hits.length = 0;
    expect((await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/feed`, { allow: none }))).message).toBe(
      "127.0.0.1 is not a public address. Only public addresses are fetched; FEED_ALLOW_PRIVATE lists the exceptions.",
    );
    expect((await refusal(fetchPublicUrl(`http://localhost:${port}/feed`, { allow: none }))).reason).toBe("address");
    expect((await refusal(fetchPublicUrl(`http://[::ffff:127.0.0.1]:${port}/feed`, { allow: none }))).reason).toBe("address");
    // A name only the resolver knows is loopback: refused when the connection is made.
    const byName = await refusal(fetchPublicUrl(`http://localhost.localdomain.upstep-test.:${port}/feed`, { allow: none, lookup: (host, options, cb) => cb(null, [{ address: "127.0.0.1", family: 4 }]) }));
    expect(byName.message).toMatch(/^localhost\.localdomain\.upstep-test\.? resolves to 127\.0\.0\.1, which is not a public address\./);
    expect(hits).toEqual([]);
  });

  it("checks every redirect: an allowed address may not lead to one that is not", async () => {
    const one = new AddressAllowList("127.0.0.1/32");
    hits.length = 0;
    const followed = await fetchPublicUrl(`http://127.0.0.1:${port}/to?location=/feed`, { allow: one });
    expect(await followed.text()).toBe('{"jobs":[]}');
    expect(hits).toEqual([`127.0.0.1:${port}/to?location=/feed`, `127.0.0.1:${port}/feed`]);

    hits.length = 0;
    const elsewhere = await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/to?location=${encodeURIComponent(`http://127.0.0.2:${port}/feed`)}`, { allow: one }));
    expect(elsewhere.message).toMatch(/^127\.0\.0\.2 is not a public address/);
    expect(hits).toEqual([`127.0.0.1:${port}/to?location=${encodeURIComponent(`http://127.0.0.2:${port}/feed`)}`]);

    expect((await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/to?location=file:///etc/passwd`, { allow: one }))).message).toBe("file: addresses are not fetched; use http or https.");
  });

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    hits.length = 0;
    expect((await refusal(fetchPublicUrl(`http://127.0.0.1:${port}/loop`, { allow: new AddressAllowList("127.0.0.1") }))).message).toBe(`More than ${MAX_REDIRECTS} redirects.`);
    expect(hits).toHaveLength(MAX_REDIRECTS + 1);
  });
});
