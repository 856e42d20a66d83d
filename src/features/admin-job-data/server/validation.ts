import "server-only";
import type { z } from "zod";
import { AppError, type FieldIssue } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";

/** Administrators only (the routes check too; a use case never trusts its caller). */
export function requireAdmin(actor: CurrentUser | null): CurrentUser {
  if (!actor || !checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return actor;
}

export function invalid(issues: FieldIssue[]): AppError {
  return new AppError("BAD_REQUEST", issues.length === 1 ? issues[0]!.message : "Please check the fields marked below.", { issues });
}

/** Parses with the form's schema; field issues keep their field's name so the form shows them there. */
export function parseInput<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message })));
  return parsed.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route's [id]: anything that is not a UUID names nothing here (404, like a made-up id). */
export function idParam(value: string | undefined, what: string): string {
  if (!value || !UUID.test(value)) throw new AppError("NOT_FOUND", `This ${what} does not exist.`);
  return value.toLowerCase();
}
