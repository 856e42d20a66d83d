import "server-only";
import { AppError } from "@/lib/errors";
import { zodIssues } from "@/lib/api/route";
import { idSchema } from "../schemas";

/** A route's [id] parameter as a UUID; a malformed id is the client's mistake (400), not a 404. */
export function parseIdParam(value: string | undefined): string {
  const result = idSchema.safeParse(value);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", result.error.issues[0]?.message ?? "Invalid id.", {
      issues: zodIssues(result.error).map((i) => ({ ...i, path: "id" })),
    });
  }
  return result.data;
}
