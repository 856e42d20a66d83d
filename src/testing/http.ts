import { AUTH_VERSION, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "@/lib/api/protocol";

type Handler = (request: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

export const TEST_ORIGIN = "http://localhost:3000";

/** Calls a route handler the way Next does, with the Upstep client's default headers unless overridden. */
export async function callRoute(
  handler: Handler,
  opts: {
    method?: string;
    path: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    cookie?: string;
    params?: Record<string, string | string[]>;
    csrf?: boolean;
  },
): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN, [AUTH_VERSION_HEADER]: AUTH_VERSION });
  if (opts.csrf !== false) headers.set(CSRF_HEADER, CSRF_VALUE);
  if (opts.body !== undefined || opts.rawBody !== undefined) headers.set("content-type", "application/json");
  if (opts.cookie) headers.set("cookie", opts.cookie);
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
  const request = new Request(new URL(opts.path, TEST_ORIGIN), {
    method: opts.method ?? "GET",
    headers,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  return handler(request, { params: Promise.resolve(opts.params ?? {}) });
}

/** The Cookie header value that carries the cookies a response set. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}
