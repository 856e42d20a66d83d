import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { PASSWORD_MESSAGES } from "./password-policy";
import { newPasswordProblem } from "./new-password-error";

const failure = (status: number, error: unknown) => new ApiError(status, { error }, "/api/identity/auth/sign-up/email", "failed");

describe("newPasswordProblem", () => {
  it("gives the server's message for a refused new password, for the password field", () => {
    expect(newPasswordProblem(failure(400, { reason: "PASSWORD_TOO_COMMON", message: PASSWORD_MESSAGES.tooCommon }))).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(newPasswordProblem(failure(400, { reason: "PASSWORD_TOO_SHORT", message: PASSWORD_MESSAGES.tooShort }))).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it("is null for every other failure", () => {
    expect(newPasswordProblem(failure(400, { reason: "INVALID_NAME", message: "Name must be less than 101 characters." }))).toBeNull();
    expect(newPasswordProblem(failure(429, { reason: "PASSWORD_TOO_COMMON", message: "x" }))).toBeNull();
    expect(newPasswordProblem(failure(400, { reason: "PASSWORD_TOO_COMMON" }))).toBeNull();
    expect(newPasswordProblem(new Error("network"))).toBeNull();
    expect(newPasswordProblem(null)).toBeNull();
  });
});
