import "server-only";
import type { ZodType } from "zod";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { zodIssues } from "@/lib/api/route";
import type { CurrentUser } from "@/lib/auth/session";
import { checkPermission } from "@/lib/auth/permissions";
import { idSchema } from "../schemas";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Ctx = { actor: CurrentUser | null; correlationId: string };

/** The use cases check the permission themselves too (they are callable outside the API routes). */
export function requireAdmin(actor: CurrentUser | null): CurrentUser {
  const result = checkPermission(actor, "admin");
  if (!result.ok) throw new AppError(result.reason === "unauthenticated" ? "UNAUTHENTICATED" : "FORBIDDEN", "Only administrators can change the taxonomies.");
  return actor!;
}

/** Parses a form body; the first problem is the message, every problem is a field issue. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw new AppError("BAD_REQUEST", issues[0]?.message ?? "Check the form.", { issues });
  }
  return result.data;
}

/** A problem with one field (a duplicate slug or name): 409 with the field named. */
export function conflict(path: string, message: string): AppError {
  return new AppError("CONFLICT", message, { issues: [{ path, message }] });
}

export function invalid(path: string, message: string): AppError {
  return new AppError("BAD_REQUEST", message, { issues: [{ path, message }] });
}

export function parseId(value: string | undefined): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw new AppError("NOT_FOUND", "Not found.");
  return result.data;
}
