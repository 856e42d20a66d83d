import "server-only";
import type { z } from "zod";
import { zodIssues } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";

/*
 * What every editor use case starts with: the administrator check (the route checks too; a use case
 * called from elsewhere must not rely on it) and the form's schema, whose field messages come back
 * as issues keyed by the form's paths (the editor shows each under its field).
 */
export function requireEditor(actor: CurrentUser | null): CurrentUser {
  if (!actor || !checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return actor;
}

export function parseEditorInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error);
    throw new AppError("BAD_REQUEST", issues[0]?.message ?? "Check the highlighted fields.", { issues });
  }
  return parsed.data;
}

export function fieldError(path: string, message: string): AppError {
  return new AppError("BAD_REQUEST", message, { issues: [{ path, message }] });
}

/** "26 Nov 2026, 14:30 UTC": revision notes are read by editors in any zone, so they name theirs. */
export function formatNoteTime(date: Date): string {
  return `${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A route's {id} segment: an id that cannot exist is 404 like a missing one (not a 500 from the database). */
export function idParam(value: string | undefined): string {
  if (!value || !UUID.test(value)) throw new AppError("NOT_FOUND", "Not found.");
  return value.toLowerCase();
}
