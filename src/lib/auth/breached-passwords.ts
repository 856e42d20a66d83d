import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import COMMON_PASSWORDS from "./common-passwords.json";

/*
 * The server's list of common and breached passwords: the 49,000 most common passwords of published
 * breach corpora as zxcvbn-ts ships them (@zxcvbn-ts/language-common, MIT), with our short list
 * (common-passwords.json, the one the forms check in the browser) added. ~1 MB in memory, built on
 * the first password check and kept; too big for a page, so the browser checks the short list and
 * the server's answer names the rest at the field.
 */
let breached: ReadonlySet<string> | null = null;

export function breachedPasswords(): ReadonlySet<string> {
  breached ??= new Set([...dictionary["passwords-common"].map((p) => p.toLowerCase()), ...COMMON_PASSWORDS]);
  return breached;
}
