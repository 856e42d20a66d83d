import { randomFillSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "next/dist/compiled/compression";
import { PaintFirstRewriter, paintFirstHtml } from "./paint-first";

/*
 * The Content-Security-Policy of every response `npm start` serves (decision 014), and the headers
 * that depend on the running server rather than the build (HSTS follows BASE_URL).
 *
 * A page's scripts run by nonce. Next reads the nonce from the request's CSP header and writes it
 * on every script it renders (its own inline RSC payload scripts included), but cached pages (ISR
 * and the job page front) are rendered once and sent many times, while a nonce must be new for each
 * response. So Next always renders with one fixed placeholder nonce, and this server, which sits
 * in front of every response, replaces the placeholder with a fresh random nonce per response and
 * sends the matching policy. The placeholder is a secret (random, kept beside Next's page cache in
 * the build directory), so markup injected into a page cannot name it to get the live nonce, and it
 * never leaves the server: every HTML and RSC body is rewritten, and no policy ever names it.
 */

export const NONCE_LENGTH = 24;
const NONCE_BYTES = 18; // 24 base64url characters, the placeholder's length: lengths never change

// Random bytes are drawn 256 nonces at a time (as Node does for randomUUID); each is used once.
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

/** A new nonce: 144 random bits, as base64url (Next's nonce syntax and CSP's base64-value). */
export function freshNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString("base64url", poolOffset - NONCE_BYTES, poolOffset);
}

const PLACEHOLDER_SYNTAX = /^[A-Za-z0-9_-]{24}$/;
export const PLACEHOLDER_FILE = "csp-nonce-placeholder";

/**
 * The placeholder nonce of the build in `distDir`: read from its file, or made and written there on
 * the first start. Next's page cache lives in the same directory and a build empties both, so no
 * cached page ever holds another placeholder. Several processes on one build directory share it.
 */
export function loadNoncePlaceholder(distDir: string): string {
  const file = path.join(distDir, PLACEHOLDER_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const kept = readFileSync(file, "utf8").trim();
      if (PLACEHOLDER_SYNTAX.test(kept)) return kept;
      throw new Error(`${file} does not hold a nonce placeholder; delete it (and Next's page cache with a build)`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    try {
      const made = freshNonce();
      writeFileSync(file, `${made}\n`, { flag: "wx", mode: 0o600 });
      return made;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err; // another process made it: read it
    }
  }
  throw new Error(`${file} could not be read or created`);
}

/** The policy of an HTML document whose scripts carry `nonce`. */
export function pagePolicy(nonce: string): string {
  // 'strict-dynamic': a nonced script may add scripts (Next's chunks, the consented tag manager);
  // 'self' is for browsers without CSP 3, which ignore 'strict-dynamic' (CSP 3 ignores 'self').
  return `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'`;
}

/** Every other response (JSON, XML, RSC payloads, images): nothing may run or load if opened as a document. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HSTS for a site served over https (BASE_URL), none otherwise: browsers ignore it over http. */
export function strictTransportSecurity(baseUrl: string): string | null {
  return baseUrl.startsWith("https:") ? "max-age=31536000; includeSubDomains" : null;
}

/** Cache-Control of a document with a nonce: only the browser may keep it (a shared cache would hand one nonce to everyone). */
export const PRIVATE_DOCUMENT = "private, no-cache";

/** A page's own Cache-Control if it already keeps shared caches out, else PRIVATE_DOCUMENT. */
export function documentCacheControl(current: string): string {
  return /\b(private|no-store)\b/.test(current) ? current : PRIVATE_DOCUMENT;
}

/** What Next is asked to render with: the placeholder, whatever CSP header the client sent. */
export function requestForNext(headers: IncomingHttpHeaders, placeholder: string): void {
  headers["content-security-policy"] = pagePolicy(placeholder);
  delete headers["content-security-policy-report-only"];
}

const EMPTY = Buffer.alloc(0);

/**
 * Replaces the placeholder with the nonce in a body written in chunks, where a chunk may end in the
 * middle of the placeholder: such a tail (only a tail that could start it) is kept back and joined
 * to the next chunk or given out by end().
 */
export class NonceReplacer {
  private held: Buffer = EMPTY;

  constructor(
    private readonly placeholder: Buffer,
    private readonly nonce: Buffer,
  ) {
    if (placeholder.length !== nonce.length) throw new Error("the nonce and its placeholder must be as long");
  }

  push(chunk: Buffer): Buffer {
    const data = this.held.length ? Buffer.concat([this.held, chunk]) : chunk;
    const length = this.placeholder.length;
    let out = data;
    let searchedTo = 0;
    for (let at = data.indexOf(this.placeholder); at !== -1; at = data.indexOf(this.placeholder, at + length)) {
      if (out === data) out = Buffer.from(data); // never write into the caller's buffer
      this.nonce.copy(out, at);
      searchedTo = at + length;
    }
    const keep = this.partialTail(data, searchedTo);
    this.held = keep ? Buffer.from(data.subarray(data.length - keep)) : EMPTY;
    return keep ? out.subarray(0, out.length - keep) : out;
  }

  end(): Buffer {
    const rest = this.held;
    this.held = EMPTY;
    return rest;
  }

  /** The longest tail of `data` (from `from` on) that the placeholder starts with. */
  private partialTail(data: Buffer, from: number): number {
    const first = this.placeholder[0];
    for (let k = Math.min(this.placeholder.length - 1, data.length - from); k > 0; k--) {
      const at = data.length - k;
      if (data[at] === first && data.compare(this.placeholder, 0, k, at) === 0) return k;
    }
    return 0;
  }
}

type WriteCallback = (err?: Error | null) => void;
type Patched = {
  writeHead: (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  write: (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
  end: (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) => ServerResponse;
  _implicitHeader: () => void;
};

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/** writeHead's optional headers argument (an object or a flat [name, value, ...] list) as setHeader calls. */
function applyHeaders(res: ServerResponse, headers: unknown): void {
  if (Array.isArray(headers)) {
    const byName = new Map<string, string[]>();
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = String(headers[i]);
      byName.set(name, [...(byName.get(name) ?? []), String(headers[i + 1])]);
    }
    for (const [name, values] of byName) res.setHeader(name, values.length === 1 ? values[0]! : values);
  } else if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string | string[]);
  }
}

export type ResponseSecurity = { placeholder: string; hsts: string | null };

const compress = compression();

/**
 * Prepares a response Next is about to write: compressed (by the middleware Next bundles, which
 * next.config.ts turns off inside Next) after its nonce is written and its headers set.
 */
export function secureForNext(req: IncomingMessage, res: ServerResponse, security: ResponseSecurity): void {
  compress(req, res, () => {});
  secureNextResponse(res, security);
}

/**
 * Sets the security headers of a response Next is about to write and rewrites its body: an HTML
 * page gets a fresh nonce in place of the placeholder and the page policy naming it (and a private
 * Cache-Control); an RSC payload gets a fresh nonce too (it names the nonce in its script and style
 * hints); anything else the resource policy, unless the route set its own (uploaded files do).
 * 304 and 204 answers get no policy: a 304's headers would replace those of the page the browser
 * kept, whose nonce is another. Install it on `res` before Next sees the response, and after any
 * compression, so that it sees the bytes Next writes (secureForNext).
 */
export function secureNextResponse(res: ServerResponse, security: ResponseSecurity): void {
  const r = res as unknown as Patched;
  const writeHead = r.writeHead;
  const write = r.write;
  const end = r.end;
  const placeholder = Buffer.from(security.placeholder);
  let replacer: NonceReplacer | null = null;
  // An HTML page's chunk scripts start after its first paint (paint-first.ts), which changes its
  // length: a page written whole by one end() is rewritten before its headers go, and a page whose
  // head was written with a length keeps its head back until end() gives the whole body (or a write()
  // shows that it streams: then it goes without a length).
  let paintFirst: PaintFirstRewriter | null = null;
  let rewrittenWhole = false;
  let heldHead: { status: number; reason: string | undefined } | null = null;
  let decided = false;
  const isPage = (status: number) => status !== 304 && status !== 204 && !res.hasHeader("content-security-policy") && String(res.getHeader("content-type") ?? "").toLowerCase().startsWith("text/html");
  const sendHead = (self: ServerResponse) => {
    const head = heldHead!;
    heldHead = null;
    return head.reason === undefined ? writeHead.call(self, head.status) : writeHead.call(self, head.status, head.reason);
  };

  function decide(status: number): void {
    decided = true;
    if (security.hsts) res.setHeader("strict-transport-security", security.hsts);
    if (status === 304 || status === 204 || res.hasHeader("content-security-policy")) return;
    const type = String(res.getHeader("content-type") ?? "").toLowerCase();
    if (isPage(status)) {
      const nonce = freshNonce();
      res.setHeader("content-security-policy", pagePolicy(nonce));
      res.setHeader("cache-control", documentCacheControl(String(res.getHeader("cache-control") ?? "")));
      replacer = new NonceReplacer(placeholder, Buffer.from(nonce));
      if (!rewrittenWhole) paintFirst = new PaintFirstRewriter();
      return;
    }
    if (!type.includes("javascript")) res.setHeader("content-security-policy", RESOURCE_POLICY); // a worker script would be bound by it
    if (type.startsWith("text/x-component")) replacer = new NonceReplacer(placeholder, Buffer.from(freshNonce()));
  }

  r.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (decided) return writeHead.apply(this, args);
    const [status, ...rest] = args;
    const reason = typeof rest[0] === "string" ? (rest.shift() as string) : undefined;
    applyHeaders(this, rest[0]);
    decide(Number(status));
    if (paintFirst && this.hasHeader("content-length")) {
      heldHead = { status: Number(status), reason };
      return this;
    }
    return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
  };

  r.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
    if (heldHead) {
      this.removeHeader("content-length");
      sendHead(this);
    } else if (!this.headersSent) r._implicitHeader();
    if (!replacer) return write.call(this, chunk, encoding, cb);
    const callback = (typeof encoding === "function" ? encoding : cb) as WriteCallback | undefined;
    const bytes = toBuffer(chunk, encoding);
    return write.call(this, replacer.push(paintFirst ? paintFirst.push(bytes) : bytes), callback);
  };

  r.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    if (typeof chunk === "function") return r.end.call(this, undefined, undefined, chunk);
    if (typeof encoding === "function") return r.end.call(this, chunk, undefined, encoding);
    if (heldHead) {
      const bytes = chunk == null ? EMPTY : toBuffer(chunk, encoding);
      chunk = Buffer.concat([paintFirst!.push(bytes), paintFirst!.end()]);
      encoding = undefined;
      paintFirst = null;
      this.setHeader("content-length", (chunk as Buffer).length);
      sendHead(this);
    } else if (!this.headersSent) {
      if (chunk != null && isPage(this.statusCode)) {
        chunk = paintFirstHtml(toBuffer(chunk, encoding));
        encoding = undefined;
        rewrittenWhole = true;
        this.setHeader("content-length", (chunk as Buffer).length);
      }
      // The length Node would have set for a single-chunk answer (the nonce is as long as the placeholder).
      if (chunk != null && !this.hasHeader("content-length")) this.setHeader("content-length", toBuffer(chunk, encoding).length);
      r._implicitHeader();
    }
    if (!replacer) return end.call(this, chunk, encoding, cb);
    let bytes = chunk == null ? EMPTY : toBuffer(chunk, encoding);
    if (paintFirst) bytes = Buffer.concat([paintFirst.push(bytes), paintFirst.end()]);
    const body = replacer.push(bytes);
    const tail = replacer.end();
    return end.call(this, tail.length ? Buffer.concat([body, tail]) : body, cb);
  };
}
