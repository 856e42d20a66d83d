import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { JobAvailability } from "@/features/jobs/job-availability";
import { FRONT_CACHE_HEADER, PageMemoryCache, pageFromResponse, serveJobPage, type FetchedPage } from "./job-page-front";
import { NONCE_LENGTH } from "./security-headers";

const ID = "3baf9033-d1fb-460a-ad96-266503e01db7";
const PATH = `/jobs/all/all/all/all/all/${ID}`;
/** Next renders every page with this nonce (main.ts puts it in the request's CSP header). */
const PLACEHOLDER = "PlaceholderNonce0123456_";
const security = { placeholder: PLACEHOLDER, hsts: "max-age=31536000; includeSubDomains" };

/** A database stand-in (availability per id) and a Next stand-in (renders the current version). */
const state: { availability: Map<string, JobAvailability>; fetched: string[]; counted: string[]; title: string; setCookie: boolean } = {
  availability: new Map(),
  fetched: [],
  counted: [],
  title: "Registered Nurse",
  setCookie: false,
};
const pages = new PageMemoryCache(1024 * 1024);
let now = 0;
let base = "";
let server: http.Server;

async function fetchThroughNext(path: string): Promise<FetchedPage> {
  state.fetched.push(path);
  const headers: FetchedPage["headers"] = { "content-type": "text/html; charset=utf-8", "x-frame-options": "SAMEORIGIN", "x-nextjs-cache": "HIT", "cache-control": "s-maxage=3600" };
  if (state.setCookie) headers["set-cookie"] = ["a=b"];
  const script = `<script nonce="${PLACEHOLDER}">self.__next_f.push([1,"{\\"nonce\\":\\"${PLACEHOLDER}\\"}"])</script>`;
  return { status: 200, headers, body: Buffer.from(`<html><h1>${state.title}</h1>${script}</html>`) };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    serveJobPage(req, res, { availability: async (id) => state.availability.get(id) ?? { state: "unknown", version: null }, fetchThroughNext, pages, maxAgeMs: 3_600_000, security, now: () => now, countView: (id) => state.counted.push(id) }).then((answered) => {
      if (!answered) {
        res.statusCode = 599; // "passed to Next"
        res.end("next");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  pages.clear();
  state.fetched = [];
  state.counted = [];
  state.title = "Registered Nurse";
  state.setCookie = false;
  state.availability.set(ID, { state: "open", version: "v1" });
  now = 0;
});

describe("the job page front", () => {
  it("fetches an open job's page through Next once, then answers from memory", async () => {
    const first = await fetch(base + PATH);
    expect(first.status).toBe(200);
    expect(first.headers.get(FRONT_CACHE_HEADER)).toBe("MISS");
    const second = await fetch(base + PATH);
    expect(second.headers.get(FRONT_CACHE_HEADER)).toBe("HIT");
    expect(await second.text()).toContain("Registered Nurse");
    expect(second.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(second.headers.get("x-nextjs-cache")).toBeNull();
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    expect(state.fetched).toEqual([PATH]);
    // Both answers are views of the job (decision 039); its own fetch through Next is marked so Next does not count it again.
    expect(state.counted).toEqual([ID, ID]);
  });

  it("counts only the views it answers: what it leaves to Next is counted there", async () => {
    await fetch(base + PATH, { method: "HEAD" });
    await fetch(base + PATH, { headers: { rsc: "1" } });
    state.availability.set(ID, { state: "gone", version: "v1" });
    await fetch(base + PATH);
    expect(state.counted).toEqual([]);
  });

  it("fetches again when the version changes, or when the kept page is an hour old", async () => {
    await fetch(base + PATH);
    state.title = "Registered Nurse (Nights)";
    state.availability.set(ID, { state: "open", version: "v2" });
    expect(await (await fetch(base + PATH)).text()).toContain("(Nights)");
    now += 3_600_000;
    await fetch(base + PATH);
    expect(state.fetched).toHaveLength(3);
  });

  it("leaves gone and unknown jobs, RSC requests, HEAD, uppercase ids and other paths to Next", async () => {
    await fetch(base + PATH); // kept
    state.availability.set(ID, { state: "gone", version: "v1" });
    expect((await fetch(base + PATH)).status).toBe(599);
    state.availability.set(ID, { state: "open", version: "v1" });
    expect((await fetch(`${base}${PATH}?_rsc=abc`)).status).toBe(599);
    expect((await fetch(base + PATH, { headers: { rsc: "1" } })).status).toBe(599);
    expect((await fetch(base + PATH, { method: "HEAD" })).status).toBe(599);
    expect((await fetch(base + PATH.toUpperCase().replace("/JOBS/ALL/ALL/ALL/ALL/ALL/", "/jobs/all/all/all/all/all/"))).status).toBe(599);
    expect((await fetch(`${base}/jobs/all/all/all/all/all/not-a-job`)).status).toBe(599);
    expect((await fetch(`${base}${PATH}/v/v1`)).status).toBe(599);
    expect((await fetch(`${base}${PATH}?utm_source=news`)).headers.get(FRONT_CACHE_HEADER)).toBe("HIT");
  });

  it("answers gzip to a client that takes it, and 304 to a matching If-None-Match", async () => {
    await fetch(base + PATH);
    const zipped = await new Promise<{ encoding?: string; body: Buffer; etag: string }>((resolve) => {
      http.get(base + PATH, { headers: { "accept-encoding": "gzip, br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks), etag: String(res.headers.etag) }));
      });
    });
    expect(zipped.encoding).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toContain("Registered Nurse");
    const revalidated = await fetch(base + PATH, { headers: { "if-none-match": zipped.etag } });
    expect(revalidated.status).toBe(304);
    // A 304's headers replace those the browser kept with the page: a new policy would not match its nonce.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });

  it("answers every response with its own nonce, in the policy and everywhere the page had the placeholder", async () => {
    const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? "";
    const answers = [];
    for (const acceptEncoding of ["identity", "identity", "gzip", "gzip"]) {
      answers.push(
        await new Promise<{ policy: string; hsts: string; html: string }>((resolve) => {
          http.get(base + PATH, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              const body = Buffer.concat(chunks);
              const html = (res.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString();
              resolve({ policy: String(res.headers["content-security-policy"]), hsts: String(res.headers["strict-transport-security"]), html });
            });
          });
        }),
      );
    }
    const nonces = answers.map((a) => nonceOf(a.policy));
    expect(new Set(nonces).size).toBe(4);
    answers.forEach(({ policy, hsts, html }, i) => {
      expect(nonces[i]).toHaveLength(NONCE_LENGTH);
      expect(policy).toBe(`script-src 'self' 'nonce-${nonces[i]}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`);
      expect(hsts).toBe(security.hsts);
      expect(html).not.toContain(PLACEHOLDER);
      expect(html).toContain(`<script nonce="${nonces[i]}">`);
      expect(html).toContain(`{\\"nonce\\":\\"${nonces[i]}\\"}`);
    });
  });

  it("never keeps a page that sets a cookie or is not a 200 HTML page", async () => {
    state.setCookie = true;
    await fetch(base + PATH);
    await fetch(base + PATH);
    expect(state.fetched).toHaveLength(2);
    expect(pageFromResponse({ status: 404, headers: { "content-type": "text/html" }, body: Buffer.from("x") }, "v1", 0, PLACEHOLDER)).toBeNull();
    expect(pageFromResponse({ status: 200, headers: { "content-type": "application/json" }, body: Buffer.from("{}") }, "v1", 0, PLACEHOLDER)).toBeNull();
  });
});

describe("PageMemoryCache", () => {
  it("keeps at most maxBytes, least recently used first out", () => {
    const page = (n: number) => pageFromResponse({ status: 200, headers: { "content-type": "text/html" }, body: Buffer.alloc(n, "a") }, "v", 0, PLACEHOLDER)!;
    const size = (p: ReturnType<typeof page>) => p.template.body.length + p.template.gzip.length;
    const a = page(1000);
    const cache = new PageMemoryCache(size(a) * 2 + 10);
    cache.set("a", a);
    cache.set("b", page(1000));
    cache.get("a");
    cache.set("c", page(1000));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(a);
    expect(cache.size).toBe(2);
    expect(cache.totalBytes).toBeLessThanOrEqual(cache.maxBytes);
    cache.clear();
    expect(cache.totalBytes).toBe(0);
  });
});
