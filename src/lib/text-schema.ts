import { z } from "zod";

/*
 * The one way to accept text (issue 12): a zod string that refuses the NUL character. PostgreSQL text
 * cannot hold U+0000 (a query with one fails: a 500), and no name, search, token or password needs it.
 * Every string schema of the app starts from text() instead of z.string(); chain .trim(), .min(),
 * .max(), .regex() and the rest on it as usual.
 */
export const NUL_MESSAGE = "Must not contain the NUL character";

/** True when the value has no NUL character. */
export function hasNoNul(value: string): boolean {
  return !value.includes("\u0000");
}

/** The check itself, one object shared by every text() (so a test can tell that a schema carries it). */
export const NO_NUL_CHECK = z.refine<string>(hasNoNul, { message: NUL_MESSAGE });

/** A string schema that refuses NUL. `params` are z.string()'s (e.g. `{ error: "..." }` for a non-string). */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  return z.string(params).check(NO_NUL_CHECK);
}
