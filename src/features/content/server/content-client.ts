import "server-only";
import { CONTENT_API_BASE_PATH, CONTENT_CLIENT_TIMEOUT_MS, CONTENT_CLIENT_VERSION_HEADER } from "../protocol";

/*
 * A client for the content read API (spec 7 "Content service"), for code outside this app (another
 * Upstep service, a static-site build) and for checking a deployment. Read-only GETs: list at the
 * resource root, retrieve by slug, pages by {page_type}/{slug}, search with ?query=. The credential
 * goes as the auth_token query parameter, the client-version header is always sent, a request gives
 * up after 3000 ms, and any status other than 200 is an error.
 * (Upstep's own pages read the store directly through queries.ts and its cache.)
 */
export const CONTENT_CLIENT_VERSION = "upstep-content-client/1.0";

export type ContentResource = "authors" | "categories" | "content" | "pages" | "posts" | "tags";

export class ContentClientError extends Error {
  constructor(
    message: string,
    public readonly status: number | null,
    public readonly url: string,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ContentClientError";
  }
}

export type ContentClientOptions = {
  /** Origin of the Upstep app, e.g. https://upstep.example (the API base path is added). */
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Params = Record<string, string | number | undefined | null>;

export function createContentClient(options: ContentClientOptions) {
  const timeoutMs = options.timeoutMs ?? CONTENT_CLIENT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, "") + CONTENT_API_BASE_PATH;

  async function get<T>(segments: string[], params: Params = {}): Promise<T> {
    const url = new URL(`${base}/${segments.map(encodeURIComponent).join("/")}`);
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
    if (options.token) url.searchParams.set("auth_token", options.token);
    const shown = redact(url);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "GET",
        headers: { accept: "application/json", [CONTENT_CLIENT_VERSION_HEADER]: CONTENT_CLIENT_VERSION },
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new ContentClientError(timedOut ? `Content request timed out after ${timeoutMs} ms` : `Content request failed: ${(err as Error).message}`, null, shown);
    }
    const text = await response.text().catch(() => "");
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // an unparseable body stays as its raw text
    }
    if (response.status !== 200) {
      const message =
        data && typeof data === "object" && "error" in data && typeof (data as { error: { message?: unknown } }).error?.message === "string"
          ? (data as { error: { message: string } }).error.message
          : `Content request failed with status ${response.status}`;
      throw new ContentClientError(message, response.status, shown, data);
    }
    if (typeof data !== "object" || data === null) throw new ContentClientError("Content response is not JSON", response.status, shown, data);
    return data as T;
  }

  return {
    /** List a resource (spec: list at the resource root). */
    list: <T = unknown>(resource: ContentResource, params?: Params) => get<T>([resource], params),
    /** Retrieve one author, category, tag, post or collection by slug/key. */
    retrieve: <T = unknown>(resource: Exclude<ContentResource, "pages">, slug: string, params?: Params) => get<T>([resource, slug], params),
    /** Retrieve a page by {page_type}/{slug}. */
    page: <T = unknown>(pageType: string, slug: string, params?: Params) => get<T>(["pages", pageType, slug], params),
    /** Collections by key (navbar, footer, notification-banner). */
    content: <T = unknown>(keys: string[]) => get<T>(["content"], { keys: keys.join(",") }),
    /** Search one resource (resource/search/?query=) or everything (search/?query=). */
    search: <T = unknown>(query: string, resource?: "pages" | "posts") => get<T>(resource ? [resource, "search"] : ["search"], { query }),
  };
}

function redact(url: URL): string {
  const copy = new URL(url);
  if (copy.searchParams.has("auth_token")) copy.searchParams.set("auth_token", "***");
  return copy.toString();
}
