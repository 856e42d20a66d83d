/*
 * A person's name as Upstep stores it (users.name): 1-100 characters after trimming, no control
 * characters (C0/C1, line and paragraph separators) and no bidirectional overrides that make text
 * read differently from how it is stored. Checked by the server on sign-up and update-user
 * (auth.ts) and by the sign-up form (first and last name, each short enough that both fit).
 */
export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  required: "Enter your name.",
  tooLong: `Name must be less than ${NAME_MAX_LENGTH + 1} characters.`,
  invalid: "Type a valid name",
} as const;

const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether a name (or a part of one) contains a character that no name has. */
export function hasForbiddenNameCharacters(name: string): boolean {
  return FORBIDDEN.test(name);
}

/** What is wrong with a name, or null when it may be stored. */
export function nameProblem(name: unknown): keyof typeof NAME_MESSAGES | null {
  if (typeof name !== "string") return "invalid";
  if (hasForbiddenNameCharacters(name)) return "invalid";
  const trimmed = name.trim();
  if (trimmed.length === 0) return "required";
  if (trimmed.length > NAME_MAX_LENGTH) return "tooLong";
  return null;
}
