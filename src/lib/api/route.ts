import "server-only";
import { randomUUID } from "node:crypto";
import { z, type ZodType } from "zod";
import { AppError, type ErrorBody, type ErrorCode, type FieldIssue } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { getCurrentUser, type CurrentUser } from "@/lib/auth/session";
import { checkPermission, MFA_SETUP_PATH, type Permission } from "@/lib/auth/permissions";
import { isFeatureEnabled } from "@/lib/flags/server";
import { DEFAULT_MAX_BODY_BYTES, readBodyCapped } from "./request-body";
import type { FlagKey } from "@/lib/flags/definitions";
import {
  AUTH_REDIRECT_HEADER,
  AUTH_VERSION_1,
  AUTH_VERSION_HEADER,
  CORRELATION_HEADER,
  CSRF_HEADER,
  CSRF_VALUE,
  STATE_CHANGING_METHODS,
} from "./protocol";

/*
 * Every /api route handler is wrapped by apiRoute(). In one place it:
 *  - gives the request a correlationId (echoed in the x-correlation-id header, in error bodies, in logs);
 *  - rejects a state-changing request without the CSRF header (403);
 *  - marks an auth-version-1 request's answer with the auth-version header set to 1;
 *  - loads the session and checks the permission the route requires (401 / 403);
 *  - answers 404 when the route's feature flag is off;
 *  - reads the body up to the route's size cap (413 past it, before anything parses it) and hands the
 *    handler a request carrying exactly those bytes;
 *  - parses the JSON body and the query with zod (400 with field issues; never 500);
 *  - turns AppError into the one JSON error shape and anything unexpected into a logged 500.
 */
export type RouteContext<B, Q> = {
  request: Request;
  user: CurrentUser | null;
  body: B;
  query: Q;
  params: Record<string, string>;
  correlationId: string;
};

export type ApiRouteOptions<B, Q> = {
  permission: Permission;
  feature?: FlagKey;
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** For callbacks that third parties POST to (OAuth form_post), which cannot send the CSRF header. */
  csrfExempt?: (request: Request) => boolean;
  /** The most body bytes this route reads (default DEFAULT_MAX_BODY_BYTES); more is answered 413. */
  maxBodyBytes?: number;
  /** The 413 message when the route has its own words for it (an upload's spec message). */
  bodyTooLargeMessage?: string;
};

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export const GENERIC_ERROR_MESSAGE = "Something went wrong, please try again.";

export function errorResponse(
  code: ErrorCode,
  message: string,
  correlationId: string,
  status: number,
  extra: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
): Response {
  const body: ErrorBody = { error: { code, message, correlationId, ...(extra.issues ? { issues: extra.issues } : {}) } };
  return Response.json(body, { status, headers: { [CORRELATION_HEADER]: correlationId, ...extra.headers } });
}

function correlationIdOf(request: Request): string {
  const incoming = request.headers.get(CORRELATION_HEADER);
  return incoming && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID();
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message }));
}

function parseJsonBody(request: Request, bytes: Uint8Array<ArrayBuffer> | null): unknown {
  const type = request.headers.get("content-type") ?? "";
  const text = bytes ? new TextDecoder().decode(bytes) : "";
  if (!text.trim()) return undefined;
  if (!type.toLowerCase().includes("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

function parseWith<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = zodIssues(result.error);
    const first = issues[0];
    throw new AppError("BAD_REQUEST", first ? `Invalid ${what}: ${first.path} ${first.message.charAt(0).toLowerCase()}${first.message.slice(1)}` : `Invalid ${what}.`, { issues });
  }
  return result.data;
}

function flattenParams(raw: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
}

export function apiRoute<B = undefined, Q = Record<string, never>>(
  options: ApiRouteOptions<B, Q>,
  handler: (ctx: RouteContext<B, Q>) => Promise<unknown>,
) {
  return async function route(incoming: Request, next?: NextRouteContext): Promise<Response> {
    let request = incoming;
    const started = performance.now();
    const correlationId = correlationIdOf(request);
    const url = new URL(request.url);
    const log = logger.child({ correlationId, method: request.method, path: url.pathname });
    const extraHeaders: Record<string, string> = { [CORRELATION_HEADER]: correlationId };
    if (request.headers.get(AUTH_VERSION_HEADER) === AUTH_VERSION_1) extraHeaders[AUTH_VERSION_HEADER] = AUTH_VERSION_1;
    let response: Response;
    let userId: string | undefined;
    try {
      if (
        STATE_CHANGING_METHODS.has(request.method) &&
        request.headers.get(CSRF_HEADER) !== CSRF_VALUE &&
        !options.csrfExempt?.(request)
      ) {
        throw new AppError("FORBIDDEN", `This request is missing the ${CSRF_HEADER} header.`);
      }
      const user = await getCurrentUser(request.headers);
      userId = user?.id;
      const allowed = checkPermission(user, options.permission);
      if (!allowed.ok) {
        if (allowed.reason === "unauthenticated") throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
        if (allowed.reason === "mfa-required") {
          throw new AppError("FORBIDDEN", "Administrators must set up two-factor authentication first.", {
            headers: { [AUTH_REDIRECT_HEADER]: MFA_SETUP_PATH },
          });
        }
        throw new AppError("FORBIDDEN", "You do not have permission to do this.");
      }
      if (options.feature && !(await isFeatureEnabled(options.feature))) throw new AppError("NOT_FOUND", "Not found.");
      const query = options.query
        ? parseWith(options.query, Object.fromEntries(url.searchParams), "query")
        : ({} as Q);
      const bytes = await readBodyCapped(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, options.bodyTooLargeMessage);
      if (bytes) request = new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal });
      const body = options.body ? parseWith(options.body, parseJsonBody(request, bytes), "body") : (undefined as B);
      const params = flattenParams((await next?.params) ?? {});
      const result = await handler({ request, user, body, query, params, correlationId });
      if (result instanceof Response) {
        response = result;
      } else if (result === undefined) {
        response = new Response(null, { status: 204 });
      } else {
        response = Response.json(result);
      }
    } catch (err) {
      if (err instanceof AppError) {
        response = errorResponse(err.code, err.message, correlationId, err.status, err.options);
        if (err.status >= 500) log.error({ err }, err.message);
      } else {
        log.error({ err }, "unhandled error in API route");
        response = errorResponse("INTERNAL", GENERIC_ERROR_MESSAGE, correlationId, 500);
      }
    }
    for (const [k, v] of Object.entries(extraHeaders)) {
      try {
        response.headers.set(k, v);
      } catch {
        // Some responses (redirects from Response.redirect) have immutable headers; copy them.
        response = new Response(response.body, response);
        response.headers.set(k, v);
      }
    }
    log.info({ status: response.status, ms: Math.round(performance.now() - started), userId }, "api request");
    return response;
  };
}
