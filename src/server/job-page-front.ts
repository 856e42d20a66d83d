import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { JobAvailability } from "@/features/jobs/job-availability";
import { FRONT_FILL_HEADER_NAME } from "@/features/jobs/server/job-stats-counter";
import { NonceTemplate } from "./nonce-template";
import { paintFirstHtml } from "./paint-first";
import { PRIVATE_DOCUMENT, freshNonce, pagePolicy, type ResponseSecurity } from "./security-headers";

/*
 * The front of the job detail page (decision 011 amendment 2). Next serves a cached page at about
 * 1,000 requests a second on this machine and its proxy halves that; a job page is most often a
 * first visit from a search engine, so the server in front of Next (src/server/main.ts) keeps the
 * HTML of each open job's current version in memory and answers a plain document request for it
 * itself. What decides is the same exact availability as the proxy's (status, valid-through and
 * version, kept exact by the database's change notifications): a changed job is a new version and is
 * fetched through Next again, a closed job goes to Next, which answers 410. Everything else (React
 * Server Component requests of client navigations, HEAD, uppercase ids, other paths) goes to Next.
 * The kept HTML holds Next's placeholder nonce; each answer writes a fresh nonce in its place and
 * sends the policy naming it (decision 014), from a template prepared once (nonce-template.ts).
 */

export const JOB_DETAIL_DOCUMENT = /^\/jobs\/all\/all\/all\/all\/all\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * Marks the front's own request through Next, so it is never answered from the front; with the
 * server's secret value (main.ts) it also gets Next's page as rendered, placeholder nonce and all.
 */
export const FRONT_FILL_HEADER = FRONT_FILL_HEADER_NAME;
/** HIT: from the front's memory; MISS: fetched through Next just now. */
export const FRONT_CACHE_HEADER = "x-upstep-page-cache";

export type CachedPage = {
  version: string;
  storedAt: number;
  /** The HTML and its gzip, with the placeholder nonce, ready for a fresh one per response. */
  template: NonceTemplate;
  etag: string;
  headers: [string, string][];
};

function pageBytes(page: CachedPage): number {
  return page.template.body.length + page.template.gzip.length;
}

/** Least recently used pages first out, bounded by bytes (HTML plus its gzip). */
export class PageMemoryCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    const size = pageBytes(page);
    if (size > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += size;
    while (this.bytes > this.maxBytes) this.delete(this.pages.keys().next().value!);
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(page);
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }
}

export type FetchedPage = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type FrontDeps = {
  availability: (id: string) => Promise<JobAvailability>;
  /** GET `path` through Next (with FRONT_FILL_HEADER), as the visitor's Host. */
  fetchThroughNext: (path: string, host: string | undefined) => Promise<FetchedPage>;
  pages: PageMemoryCache;
  /** A kept page is fetched again after this long (its similar-jobs list refreshes hourly). */
  maxAgeMs: number;
  /** The placeholder nonce Next renders with, and HSTS (security-headers.ts). */
  security: ResponseSecurity;
  now?: () => number;
  /** Called for every view the front answers (main.ts counts it for the posting's analytics, decision 039). */
  countView?: (id: string, req: IncomingMessage) => void;
};

/** Headers not replayed from the fetched response: per-connection, per-response, or Next's own. */
const DROPPED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "content-security-policy",
  "strict-transport-security",
  "x-middleware-rewrite",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
]);

function isRscRequest(req: IncomingMessage, search: string): boolean {
  return (
    req.headers["rsc"] !== undefined ||
    req.headers["next-router-prefetch"] !== undefined ||
    req.headers["next-router-state-tree"] !== undefined ||
    req.headers["next-router-segment-prefetch"] !== undefined ||
    req.headers["next-action"] !== undefined ||
    /[?&]_rsc=/.test(search)
  );
}

/** The page as kept: only a 200 HTML page that sets no cookie. */
export function pageFromResponse(fetched: FetchedPage, version: string, now: number, placeholder: string): CachedPage | null {
  const type = String(fetched.headers["content-type"] ?? "");
  if (fetched.status !== 200 || !type.startsWith("text/html") || fetched.headers["set-cookie"] !== undefined) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(fetched.headers)) {
    if (value === undefined || DROPPED.has(name.toLowerCase())) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : value]);
  }
  // Of the HTML with the placeholder: the same for every response of this version. Its chunk scripts
  // start after the first paint, as on every page (paint-first.ts).
  const body = paintFirstHtml(fetched.body);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { version, storedAt: now, template: new NonceTemplate(body, placeholder), etag, headers };
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, cacheState: "HIT" | "MISS", security: ResponseSecurity): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  // The browser asks again every time (the ETag makes that cheap): a closed job must answer 410 at
  // once, which no page cached downstream for an hour would. Only the browser may keep it: each
  // response has its own nonce, which a shared cache would hand to everyone.
  res.setHeader("cache-control", PRIVATE_DOCUMENT);
  res.setHeader("etag", page.etag);
  res.setHeader("vary", "Accept-Encoding");
  res.setHeader(FRONT_CACHE_HEADER, cacheState);
  if (security.hsts) res.setHeader("strict-transport-security", security.hsts);
  if (req.headers["if-none-match"] === page.etag) {
    // No policy: it would replace the kept page's, whose nonce is another.
    res.statusCode = 304;
    res.end();
    return;
  }
  const nonce = freshNonce();
  res.setHeader("content-security-policy", pagePolicy(nonce));
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  res.statusCode = 200;
  if (gzip) res.setHeader("content-encoding", "gzip");
  res.setHeader("content-length", (gzip ? page.template.gzip : page.template.body).length);
  // The kept bytes and a few short copies with the nonce, written at once (end() uncorks).
  res.cork();
  for (const part of gzip ? page.template.gzipped(nonce) : page.template.html(nonce)) res.write(part);
  res.end();
}

const fills = new Map<string, Promise<CachedPage | null>>();

/**
 * Answers a job detail document request from memory (true), or leaves it to Next (false): not a
 * plain GET of an open job's lower-case address, or the page could not be fetched and kept.
 */
export async function serveJobPage(req: IncomingMessage, res: ServerResponse, deps: FrontDeps): Promise<boolean> {
  if (req.method !== "GET" || req.headers[FRONT_FILL_HEADER] !== undefined) return false;
  const url = req.url ?? "";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  const match = JOB_DETAIL_DOCUMENT.exec(pathname);
  if (!match || isRscRequest(req, q === -1 ? "" : url.slice(q))) return false;
  const id = match[1]!;
  const availability = await deps.availability(id);
  if (availability.state !== "open" || !availability.version) return false;

  const now = (deps.now ?? Date.now)();
  const kept = deps.pages.get(id);
  if (kept && kept.version === availability.version && now - kept.storedAt < deps.maxAgeMs) {
    deps.countView?.(id, req);
    send(req, res, kept, "HIT", deps.security);
    return true;
  }

  const key = `${id}/${availability.version}`;
  let fill = fills.get(key);
  if (!fill) {
    fill = deps
      .fetchThroughNext(pathname, req.headers.host)
      .then((fetched) => pageFromResponse(fetched, availability.version!, now, deps.security.placeholder))
      .finally(() => fills.delete(key));
    fills.set(key, fill);
  }
  const page = await fill.catch(() => null);
  if (!page) return false;
  // Labelled with the version read before the fetch; Next's proxy read it after, so the HTML is of
  // that version or a newer one, and a newer one only means the next request fetches again.
  deps.pages.set(id, page);
  deps.countView?.(id, req);
  send(req, res, page, "MISS", deps.security);
  return true;
}
