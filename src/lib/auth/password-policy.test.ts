import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/seed/demo";
import { TEST_PASSWORD } from "@/testing/factories";
import COMMON_PASSWORDS from "./common-passwords.json";
import { breachedPasswords } from "./breached-passwords";
import { isCommonPassword, PASSWORD_MESSAGES, passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it("wants 10 to 128 characters, spaces included", () => {
    expect(passwordProblem("12345678")).toBe("tooShort");
    expect(passwordProblem("        ")).toBe("tooShort");
    expect(passwordProblem("nine char")).toBe("tooShort");
    expect(passwordProblem("ten chars!")).toBeNull();
    expect(passwordProblem(`tram ${"ladder ".repeat(30)}`.slice(0, 129))).toBe("tooLong");
    expect(PASSWORD_MESSAGES.tooShort).toBe("Your password must be at least 10 characters.");
    expect(PASSWORD_MESSAGES.tooLong).toBe("Password must be less than 129 characters.");
  });

  it("lets the demo and test passwords through", () => {
    expect(passwordProblem(DEMO_PASSWORD)).toBeNull();
    expect(passwordProblem(TEST_PASSWORD)).toBeNull();
  });
});

describe("isCommonPassword", () => {
  it("finds the list's passwords in any case", () => {
    expect(isCommonPassword("1234567890")).toBe(true);
    expect(isCommonPassword("QwertyUiop")).toBe(true);
    expect(COMMON_PASSWORDS.every((p) => p === p.toLowerCase() && isCommonPassword(p))).toBe(true);
  });

  it("sees through digits and symbols around a common word and look-alike characters in it", () => {
    for (const p of ["password123", "Password1!", "!!sunshine!!", "2024iloveyou", "P@ssw0rd2024", "m0nkey123456", "Dragon_1990"]) expect(isCommonPassword(p), p).toBe(true);
  });

  it("refuses a repeated character or short group, and runs along the keyboard, alphabet or digits", () => {
    for (const p of ["          ", "aaaaaaaaaa", "abcabcabca", "12121212121", "abcdefghijk", "0987654321", "asdfghjkl;'", "zyxwvutsrq", "1q2w3e4r5t6y", "mnbvcxzlkjh"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it("leaves passphrases and random strings alone, even with a common word inside", () => {
    for (const p of ["violet tram ladder", "my password is long enough", "Zx8204719365", "8204719365", "correct-horse-battery", "sunshine on the river"]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe("breachedPasswords (the server's list)", () => {
  it("holds the 49,000 breach passwords and the short list, read with the same rules", () => {
    const list = breachedPasswords();
    expect(list.size).toBeGreaterThan(49_000);
    expect(COMMON_PASSWORDS.every((p) => list.has(p))).toBe(true);
    for (const p of ["christopher", "Undertaker", "translator99", "Enterpr1se"]) {
      expect(isCommonPassword(p), `${p}: not on the short list`).toBe(false);
      expect(passwordProblem(p, list), p).toBe("tooCommon");
    }
    expect(passwordProblem(DEMO_PASSWORD, list)).toBeNull();
    expect(passwordProblem(TEST_PASSWORD, list)).toBeNull();
  });
});
