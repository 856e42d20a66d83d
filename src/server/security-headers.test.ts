import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getScriptNonceFromHeaders } from "next/dist/server/app-render/get-script-nonce-from-header";
import {
  NONCE_LENGTH,
  freshNonce,
  NonceReplacer,
  PLACEHOLDER_FILE,
  RESOURCE_POLICY,
  loadNoncePlaceholder,
  pagePolicy,
  requestForNext,
  secureForNext,
  strictTransportSecurity,
  type ResponseSecurity,
} from "./security-headers";
import { PAINT_FIRST_LOADER } from "./paint-first";

const PLACEHOLDER = "PlaceholderNonce0123456_";
const HSTS = "max-age=31536000; includeSubDomains";
const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy ?? ""))?.[1] ?? "";

describe("NonceReplacer", () => {
  const nonce = "N".repeat(NONCE_LENGTH);
  const html = `<script nonce="${PLACEHOLDER}">a</script><p>${PLACEHOLDER.slice(0, 10)}</p><script nonce="${PLACEHOLDER}">b</script>`;
  const expected = html.split(PLACEHOLDER).join(nonce);

  it("replaces a placeholder split across two or three chunks at any byte", () => {
    for (let a = 1; a < html.length; a++) {
      for (const b of [a + 1, a + 7, a + 23]) {
        const replacer = new NonceReplacer(Buffer.from(PLACEHOLDER), Buffer.from(nonce));
        const parts = [html.slice(0, a), html.slice(a, b), html.slice(b)].map((p) => replacer.push(Buffer.from(p)));
        expect(Buffer.concat([...parts, replacer.end()]).toString()).toBe(expected);
      }
    }
  });

  it("holds back only a tail that could start the placeholder, and never writes into the chunk it was given", () => {
    const replacer = new NonceReplacer(Buffer.from(PLACEHOLDER), Buffer.from(nonce));
    expect(replacer.push(Buffer.from("<p>done</p>")).toString()).toBe("<p>done</p>");
    expect(replacer.push(Buffer.from(`<p>${PLACEHOLDER.slice(0, 5)}`)).toString()).toBe("<p>");
    expect(replacer.push(Buffer.from("x</p>")).toString()).toBe(`${PLACEHOLDER.slice(0, 5)}x</p>`);
    const chunk = Buffer.from(`<script nonce="${PLACEHOLDER}">`);
    expect(replacer.push(chunk).toString()).toBe(`<script nonce="${nonce}">`);
    expect(chunk.toString()).toContain(PLACEHOLDER);
    expect(replacer.end()).toHaveLength(0);
  });
});

describe("loadNoncePlaceholder", () => {
  it("makes a secret placeholder in the build directory once and reads it back after", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "upstep-csp-"));
    const made = loadNoncePlaceholder(dir);
    expect(made).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(statSync(path.join(dir, PLACEHOLDER_FILE)).mode & 0o077).toBe(0);
    expect(loadNoncePlaceholder(dir)).toBe(made);
    expect(loadNoncePlaceholder(mkdtempSync(path.join(tmpdir(), "upstep-csp-")))).not.toBe(made);
    writeFileSync(path.join(dir, PLACEHOLDER_FILE), "'; script-src *");
    expect(() => loadNoncePlaceholder(dir)).toThrow(/does not hold a nonce placeholder/);
    expect(readFileSync(path.join(dir, PLACEHOLDER_FILE), "utf8")).toBe("'; script-src *");
  });
});

describe("policies", () => {
  it("draws a new nonce every time, past the end of a pool of random bytes", () => {
    const nonces = Array.from({ length: 1000 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("HSTS only for an https BASE_URL", () => {
    expect(strictTransportSecurity("https://upstep.example")).toBe(HSTS);
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
  });
});

/*
 * Next's stand-in: renders with the nonce it reads from the request's CSP header, as Next does
 * (its own function), in the shapes Next answers with: a page streamed in chunks, a cached page
 * sent whole, an RSC payload, JSON, a route with its own policy, a script, a 304.
 */
const seen: { nonces: (string | undefined)[]; release: () => void } = { nonces: [], release: () => {} };

function renderLikeNext(req: http.IncomingMessage, res: http.ServerResponse): void {
  const nonce = getScriptNonceFromHeaders(req.headers);
  seen.nonces.push(nonce);
  const script = (text: string) => `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}${text}"])</script>`;
  const path = req.url ?? "";
  if (path === "/streamed") {
    // Split inside the placeholder, and wait for the client to have the first part (streaming).
    const page = `<html><head>${script("head")}</head><body><h1>first part</h1>${"<p>filler text</p>".repeat(200)}${script("tail")}</body></html>`;
    const cut = page.indexOf(String(nonce)) + 9;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.flushHeaders();
    res.write(page.slice(0, cut));
    res.write(page.slice(cut, page.indexOf("</h1>") + 5));
    (res as unknown as { flush?: () => void }).flush?.();
    new Promise<void>((resolve) => (seen.release = resolve)).then(() => res.end(page.slice(page.indexOf("</h1>") + 5)));
    return;
  }
  if (path === "/cached") {
    const page = Buffer.from(`<html><head>${script("cached")}</head><body>${"<p>kept</p>".repeat(300)}</body></html>`);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": String(page.length), "cache-control": "s-maxage=300, stale-while-revalidate=31535700" });
    res.end(page);
    return;
  }
  if (path === "/chunks" || path === "/chunks-streamed" || path === "/chunks-length-streamed") {
    // A page with Next's chunk scripts (paint-first.ts rewrites them): whole with a length, or streamed
    // in pieces cut inside a chunk script's tag.
    const page = `<html><head><script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script></head><body><h1>jobs</h1>${script("x")}<script src="/_next/static/chunks/main.js" nonce="${nonce}" async=""></script></body></html>`;
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (path === "/chunks") {
      res.writeHead(200, { "content-length": String(Buffer.byteLength(page)) });
      res.end(page);
      return;
    }
    if (path === "/chunks-length-streamed") {
      // A head written with the whole page's length, then the page in pieces: it must go without one.
      res.writeHead(200, { "content-length": String(Buffer.byteLength(page)) });
      const cut = page.indexOf("chunks/a.js") + 3;
      res.write(page.slice(0, cut));
      res.end(page.slice(cut));
      return;
    }
    const cuts = [page.indexOf("chunks/a.js") + 3, page.indexOf("</h1>"), page.indexOf("main.js") + 2];
    res.write(page.slice(0, cuts[0]));
    res.write(page.slice(cuts[0], cuts[1]));
    res.write(page.slice(cuts[1], cuts[2]));
    res.end(page.slice(cuts[2]));
    return;
  }
  if (path === "/rsc") {
    res.setHeader("content-type", "text/x-component");
    res.end(`2:HL["/_next/static/chunks/a.css","style",{"nonce":"${nonce}"}]\n`);
    return;
  }
  if (path === "/json") {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ ok: true }));
    return;
  }
  if (path === "/file") {
    res.writeHead(200, { "content-type": "image/svg+xml", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'" });
    res.end("<svg/>");
    return;
  }
  if (path === "/chunk.js") {
    res.setHeader("content-type", "application/javascript; charset=utf-8");
    res.end("self.x=1");
    return;
  }
  res.statusCode = 304;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end();
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; firstChunkBeforeEnd?: boolean };

function startServer(security: ResponseSecurity): Promise<{ base: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    requestForNext(req.headers, security.placeholder);
    secureForNext(req, res, security);
    renderLikeNext(req, res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        let firstChunkBeforeEnd: boolean | undefined;
        res.on("data", (c: Buffer) => {
          chunks.push(c);
          if (firstChunkBeforeEnd === undefined && path === "/streamed") {
            const sofar = Buffer.concat(chunks);
            const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(sofar, { finishFlush: 2 }) : sofar).toString();
            if (text.includes("first part")) {
              firstChunkBeforeEnd = true;
              seen.release();
            }
          }
        });
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, firstChunkBeforeEnd });
        });
      })
      .on("error", reject);
  });
}

describe("secureForNext", () => {
  let https: { base: string; server: http.Server };
  let plain: { base: string; server: http.Server };
  beforeAll(async () => {
    https = await startServer({ placeholder: PLACEHOLDER, hsts: HSTS });
    plain = await startServer({ placeholder: PLACEHOLDER, hsts: null });
  });
  afterAll(async () => {
    await Promise.all([https, plain].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it("has Next render with the placeholder, whatever policy the client sent, and gives each page its own nonce", async () => {
    seen.nonces = [];
    const answers = [
      await get(https.base, "/streamed", { "content-security-policy": "script-src 'nonce-chosenbytheclient'" }),
      await get(https.base, "/streamed", { "accept-encoding": "gzip" }),
      await get(https.base, "/cached"),
      await get(https.base, "/cached", { "accept-encoding": "gzip" }),
    ];
    expect(seen.nonces).toEqual([PLACEHOLDER, PLACEHOLDER, PLACEHOLDER, PLACEHOLDER]);
    const nonces = answers.map((a) => nonceOf(a.headers["content-security-policy"]));
    expect(new Set(nonces).size).toBe(4);
    answers.forEach((answer, i) => {
      expect(nonces[i]).toHaveLength(NONCE_LENGTH);
      expect(answer.headers["content-security-policy"]).toBe(pagePolicy(nonces[i]!));
      expect(answer.headers["strict-transport-security"]).toBe(HSTS);
      expect(answer.body).not.toContain(PLACEHOLDER);
      expect(answer.body.split(`<script nonce="${nonces[i]}">`)).toHaveLength(3 - (i >= 2 ? 1 : 0));
      expect(answer.body).toContain(`{\\"nonce\\":\\"${nonces[i]}\\"}`);
    });
    expect(answers[1]!.headers["content-encoding"]).toBe("gzip");
    expect(answers[0]!.firstChunkBeforeEnd && answers[1]!.firstChunkBeforeEnd).toBe(true);
  });

  it("keeps a whole page's length, and lets no shared cache keep a page with a nonce", async () => {
    const cached = await get(https.base, "/cached");
    expect(Number(cached.headers["content-length"])).toBe(Buffer.byteLength(cached.body));
    expect(cached.headers["cache-control"]).toBe("private, no-cache");
    const dynamic = await get(https.base, "/streamed");
    expect(dynamic.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  });

  it("starts Next's chunk scripts after the first paint: a loader call each, with the response's nonce, whole or streamed", async () => {
    const answers = [
      await get(https.base, "/chunks"),
      await get(https.base, "/chunks", { "accept-encoding": "gzip" }),
      await get(https.base, "/chunks-streamed"),
      await get(https.base, "/chunks-streamed", { "accept-encoding": "gzip" }),
      await get(https.base, "/chunks-length-streamed"),
    ];
    const bodies = answers.map((answer) => {
      const nonce = nonceOf(answer.headers["content-security-policy"]);
      expect(answer.body).not.toContain(PLACEHOLDER);
      expect(answer.body).not.toMatch(/<script src="[^"]+"[^>]* async=""/);
      expect(answer.body).toContain(`<script nonce="${nonce}">${PAINT_FIRST_LOADER}</script>`);
      expect(answer.body).toContain(`<script nonce="${nonce}">self.__upstepBoot("/_next/static/chunks/a.js")</script>`);
      expect(answer.body).toContain(`<script nonce="${nonce}">self.__upstepBoot("/_next/static/chunks/main.js")</script>`);
      return answer.body.split(nonce).join("N");
    });
    expect(new Set(bodies).size).toBe(1); // the same page whichever way it was written
    expect(Number(answers[0]!.headers["content-length"])).toBe(Buffer.byteLength(answers[0]!.body));
    expect(answers[1]!.headers["content-encoding"]).toBe("gzip");
    expect(answers[2]!.headers["content-length"]).toBeUndefined();
    expect(answers[4]!.headers["content-length"]).toBeUndefined();
  });

  it("gives other answers the resource policy (a route's own is kept), RSC payloads a fresh nonce, a 304 none", async () => {
    const rsc = await get(https.base, "/rsc");
    expect(rsc.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
    expect(rsc.body).not.toContain(PLACEHOLDER);
    expect(rsc.body).toMatch(/\{"nonce":"[A-Za-z0-9_-]{24}"\}/);
    const json = await get(https.base, "/json");
    expect(json.headers["content-security-policy"]).toBe(RESOURCE_POLICY);
    expect(json.headers["strict-transport-security"]).toBe(HSTS);
    expect((await get(https.base, "/file")).headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect((await get(https.base, "/chunk.js")).headers["content-security-policy"]).toBeUndefined();
    const notModified = await get(https.base, "/304");
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends no HSTS over http", async () => {
    const page = await get(plain.base, "/cached");
    expect(page.headers["strict-transport-security"]).toBeUndefined();
    expect(nonceOf(page.headers["content-security-policy"])).toHaveLength(NONCE_LENGTH);
  });
});
