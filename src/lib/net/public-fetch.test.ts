import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AddressAllowList } from "./public-address";
import { BodyTooLargeError, fetchPublicUrl, MAX_REDIRECTS, readTextUpTo, RefusedUrlError } from "./public-fetch";

/*
 * Real HTTP servers on loopback (127.0.0.1 and, on Linux, the rest of 127.0.0.0/8) stand for "an
 * internal service": whether a request reaches them is what the allow-list decides.
 */
let server: http.Server;
let port = 0;
const hits: string[] = [];
/** What the endless stream had written when its client went away. */
let streamed: Promise<number> = Promise.resolve(0);
const STREAM_CAP = 64 * 1024 * 1024;

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
    } else if (url.pathname === "/utf8") {
      // "café" with the two bytes of "é" in two writes, no Content-Length (chunked).
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      const bytes = Buffer.from("café", "utf8");
      res.write(bytes.subarray(0, 4));
      res.end(bytes.subarray(4));
    } else if (url.pathname === "/declared") {
      res.writeHead(200, { "content-length": "5000" });
      res.end("x".repeat(5000));
    } else if (url.pathname === "/endless") {
      // Chunked, no Content-Length: 64 KiB at a time until the client goes away (bounded at 64 MiB).
      res.writeHead(200, { "content-type": "application/xml" });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      streamed = new Promise<number>((resolve) => {
        let written = 0;
        const pump = () => {
          while (written < STREAM_CAP && !res.destroyed) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          if (!res.destroyed) res.end();
        };
        res.on("close", () => resolve(written));
        pump();
      });
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

describe("readTextUpTo", () => {
  const allow = new AddressAllowList("127.0.0.1");
  it("decodes UTF-8 split across chunks", async () => {
    expect(await readTextUpTo(await fetchPublicUrl(`http://127.0.0.1:${port}/utf8`, { allow }), 100)).toBe("café");
  });

  it("refuses a declared length over the limit before reading", async () => {
    await expect(readTextUpTo(await fetchPublicUrl(`http://127.0.0.1:${port}/declared`, { allow }), 4096)).rejects.toThrow(BodyTooLargeError);
    expect(await readTextUpTo(await fetchPublicUrl(`http://127.0.0.1:${port}/declared`, { allow }), 5000)).toHaveLength(5000);
  });

  it("stops a body without a length once it passes the limit, and the server sees the download end", async () => {
    const res = await fetchPublicUrl(`http://127.0.0.1:${port}/endless`, { allow });
    await expect(readTextUpTo(res, 1024 * 1024)).rejects.toThrow("The response is larger than 1048576 bytes.");
    expect(await streamed).toBeLessThan(STREAM_CAP);
  });
});
