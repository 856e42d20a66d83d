import "server-only";
import type { ZodType } from "zod";
import { zodIssues } from "@/lib/api/route";
import { AppError } from "@/lib/errors";

/*
 * navigator.sendBeacon (the job page's apply click, sent as the page is left) cannot set headers: it
 * posts a text/plain body and no x-csrf. The route that takes it lets such a request through only
 * when the browser itself says it came from this site (Sec-Fetch-Site: same-origin, a header no
 * page script can set), which is what the CSRF header proves for other requests.
 */
export function isSameOriginBeacon(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("text/plain") && request.headers.get("sec-fetch-site") === "same-origin";
}

/** The body as JSON whether sent as application/json or as a beacon's text/plain, checked with `schema`. */
export async function readBeaconJson<T>(request: Request, schema: ZodType<T>): Promise<T> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.includes("application/json") && !type.startsWith("text/plain")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The request body must be JSON (Content-Type: application/json).");
  }
  let value: unknown;
  try {
    value = JSON.parse(await request.text());
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new AppError("BAD_REQUEST", issues[0]?.message ?? "Invalid body.", { issues });
  }
  return parsed.data;
}
