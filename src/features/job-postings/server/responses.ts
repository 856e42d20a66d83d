import "server-only";

/** Employer data is never kept by a shared cache. */
export function privateJson(data: unknown, status = 200): Response {
  return Response.json(data, { status, headers: { "cache-control": "private, no-store" } });
}
