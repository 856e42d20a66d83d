import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";

const idSchema = z.uuid({ error: "The id must be a UUID." });

/** A route's [id] parameter as a UUID; a malformed id is the client's mistake (400), not a 404. */
export function parseIdParam(value: string | undefined): string {
  const result = idSchema.safeParse(value);
  if (!result.success) throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid id.", { issues: [{ path: "id", message: result.error.issues[0]?.message ?? "Invalid id." }] });
  return result.data;
}
