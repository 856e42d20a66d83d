import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { text } from "@/lib/text-schema";

const idSchema = text().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: "Invalid id." });

/** A route's [id] parameter as a UUID; a malformed id is the client's mistake (400), not a 404. */
export function parseIdParam(value: string | undefined): string {
  const result = z.string().pipe(idSchema).safeParse(value);
  if (!result.success) throw new AppError("BAD_REQUEST", "Invalid id.", { issues: [{ path: "id", message: "Invalid id." }] });
  return result.data.toLowerCase();
}
