import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";

/** Every use case of this section checks its caller itself: the UI hiding a button is not authorization. */
export function requireAdmin(actor: CurrentUser | null): CurrentUser {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return actor!;
}

const idSchema = z.uuid({ error: "The id must be a UUID." });

/** A route's [id] parameter as a UUID; a malformed id is the client's mistake (400), not a 404. */
export function parseIdParam(value: string | undefined): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw new AppError("BAD_REQUEST", "The id must be a UUID.", { issues: [{ path: "id", message: "The id must be a UUID." }] });
  return result.data;
}
