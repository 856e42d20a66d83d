import COMMON_PASSWORDS from "./common-passwords.json";

/*
 * The one rule for a new password (sign-up, reset, change), shared by the server (auth.ts refuses
 * it on every endpoint that sets a password) and the forms' zod schemas, so both say the same:
 *  - 10 to 128 characters (spaces count; nothing is trimmed);
 *  - not a common or breached password: not in common-passwords.json (the most common passwords of
 *    published breach lists, lower case), also when only case, digits or symbols around it, or
 *    look-alike digits and symbols inside it (p@ssw0rd) differ; not one character or a short group
 *    repeated (ten spaces, "abcabcabca"); not a run along the keyboard, the alphabet or the digits.
 * Passwords set before these rules still log in: only new passwords are checked.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be less than ${PASSWORD_MAX_LENGTH + 1} characters.`,
  tooCommon: "This password is too common and easy to guess. Choose one that is harder to guess.",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

const COMMON = new Set<string>(COMMON_PASSWORDS);

const RUNS = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
  "1q2w3e4r5t6y7u8i9o0p",
  "qazwsxedcrfvtgbyhnujmikolp",
];

const LOOK_ALIKES: Record<string, string> = { "@": "a", "4": "a", "8": "b", "3": "e", "6": "g", "1": "i", "!": "i", "0": "o", "5": "s", $: "s", "7": "t", "2": "z" };

/** One character or a group of up to four repeated at least twice (the last repeat may be cut short). */
function isRepetition(s: string): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= s.length; unit++) {
    if (s.slice(0, unit).repeat(Math.ceil(s.length / unit)).slice(0, s.length) === s) return true;
  }
  return false;
}

function isRun(s: string): boolean {
  return RUNS.some((run) => run.includes(s) || [...run].reverse().join("").includes(s));
}

/**
 * Common by the rules above, against `list` (lower case): the forms pass nothing and use the short
 * list shipped with every page; the server also passes the long breach list (breached-passwords.ts).
 */
export function isCommonPassword(password: string, list: ReadonlySet<string> = COMMON): boolean {
  const lower = password.toLowerCase();
  if (list.has(lower) || isRepetition(lower) || isRun(lower)) return true;
  // The word inside: digits and symbols around it stripped ("Password123!" -> "password"), then
  // look-alikes read as letters ("p@ssw0rd" -> "password").
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (list.has(core) || list.has(core.replace(/[@4831!05$72]/g, (c) => LOOK_ALIKES[c]!))) return true;
  // A short word is no pattern on its own ("zx" is on the keyboard too); a long one is the password.
  return core.length >= 6 && (isRepetition(core) || isRun(core));
}

/** What is wrong with a new password, or null when it may be used (`list` as for isCommonPassword). */
export function passwordProblem(password: string, list?: ReadonlySet<string>): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (isCommonPassword(password, list)) return "tooCommon";
  return null;
}
