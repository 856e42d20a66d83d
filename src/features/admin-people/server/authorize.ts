import "server-only";
import { AppError } from "@/lib/errors";
import { checkPermission } from "@/lib/auth/permissions";
import type { CurrentUser } from "@/lib/auth/session";

/** Every people use case starts here: administrators with two-factor only (the UI hiding a button is not authorization). */
export function requireAdmin(actor: CurrentUser | null): CurrentUser {
  if (!checkPermission(actor, "admin").ok) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  return actor!;
}
