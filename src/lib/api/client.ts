/*
 * The one browser API client (spec 7 "Shared API client" and "Handling of answers").
 * Base path /api; GET drops empty query values; JSON bodies; default headers: JSON content type,
 * the CSRF header (1), the auth-version header (2), and an optional Authorization header.
 */
import { AUTH_REDIRECT_HEADER, AUTH_VERSION, AUTH_VERSION_1, AUTH_VERSION_HEADER, CSRF_HEADER, CSRF_VALUE } from "./protocol";

export const API_BASE = "/api";

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly data: unknown,
    public readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's correlationId, when the body has the Upstep error shape. */
  get correlationId(): string | undefined {
    const d = this.data as { error?: { correlationId?: unknown } } | null;
    return typeof d?.error?.correlationId === "string" ? d.error.correlationId : undefined;
  }

  get fieldIssues(): { path: string; message: string }[] {
    const d = this.data as { error?: { issues?: { path: string; message: string }[] } } | null;
    return Array.isArray(d?.error?.issues) ? d.error.issues : [];
  }
}

export type QueryValue = string | number | boolean | null | undefined;

type Hooks = {
  /** Called on 401 and 403: the app invalidates and refetches the app context. */
  onUnauthorized?: () => void;
  /** Called when a response carries the auth-version-1 marker: hide notifications, reload. */
  onAuthVersion1?: () => void;
  /** Called with the location of an auth-redirect header. */
  onAuthRedirect?: (location: string) => void;
};

const hooks: Hooks = {};

export function configureApiClient(h: Hooks) {
  Object.assign(hooks, h);
}

let authorization: string | undefined;
export function setAuthorization(value: string | undefined) {
  authorization = value;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith("/api/") || path === "/api" ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === "") continue;
    params.append(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${base}${base.includes("?") ? "&" : "?"}${qs}` : base;
}

export function defaultHeaders(): Record<string, string> {
  const h: Record<string, string> = {
    "Content-Type": "application/json",
    [CSRF_HEADER]: CSRF_VALUE,
    [AUTH_VERSION_HEADER]: AUTH_VERSION,
  };
  if (authorization) h.Authorization = authorization;
  return h;
}

function messageOf(data: unknown, status: number): string {
  if (typeof data === "string") return data || `Request failed with status ${status}`;
  const d = data as { error?: { message?: unknown }; message?: unknown } | null;
  if (typeof d?.error?.message === "string") return d.error.message;
  if (typeof d?.message === "string") return d.message;
  return `Request failed with status ${status}`;
}

async function request<T>(method: string, path: string, options: { query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const res = await fetch(url, {
    method,
    headers: defaultHeaders(),
    credentials: "same-origin",
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (res.headers.get(AUTH_VERSION_HEADER) === AUTH_VERSION_1) hooks.onAuthVersion1?.();
  const redirect = res.headers.get(AUTH_REDIRECT_HEADER);
  if (redirect) hooks.onAuthRedirect?.(redirect);
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text; // An unparseable body yields the raw text as the message.
    }
  }
  if (!res.ok) {
    if (res.status === 401 || res.status === 403) hooks.onUnauthorized?.();
    throw new ApiError(res.status, data, url, messageOf(data, res.status));
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, { body }),
};
