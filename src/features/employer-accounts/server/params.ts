import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";

/** An id from a route's path: a UUID (lower-cased), or 404 as for any unknown thing. */
export function idParam(value: string | undefined): string {
  if (!value || !z.uuid().safeParse(value).success) throw new AppError("NOT_FOUND", "Not found.");
  return value.toLowerCase();
}
