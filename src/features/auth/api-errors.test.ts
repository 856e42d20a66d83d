import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { describeFailure } from "./api-errors";
import { AUTH_TEXTS, REASON_MESSAGES } from "./messages";

const body = (status: number, message: string, reason?: string) =>
  new ApiError(status, { error: { code: "X", message, correlationId: "corr-123456", ...(reason ? { reason } : {}) } }, "/api/identity/auth/x", message);

describe("describeFailure", () => {
  it("shows the server's friendly message with its reason", () => {
    expect(describeFailure(body(403, "Please confirm your email address first.", "EMAIL_NOT_VERIFIED"))).toMatchObject({
      status: 403,
      reason: "EMAIL_NOT_VERIFIED",
      message: "Please confirm your email address first.",
      correlationId: undefined,
    });
  });

  it("replaces the auth library's raw texts for the reasons the server passes through", () => {
    expect(describeFailure(body(401, "Invalid backup code", "INVALID_BACKUP_CODE")).message).toBe(REASON_MESSAGES.INVALID_BACKUP_CODE);
  });

  it("adds the correlationId to unexpected failures only", () => {
    expect(describeFailure(body(500, "Something went wrong, please try again.")).correlationId).toBe("corr-123456");
  });

  it("explains a network failure", () => {
    expect(describeFailure(new TypeError("Failed to fetch"))).toEqual({ status: 0, message: AUTH_TEXTS.networkError, fieldIssues: [] });
  });
});
