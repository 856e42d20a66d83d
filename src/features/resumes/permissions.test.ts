import { describe, expect, it } from "vitest";
import { canDownloadResume } from "./permissions";

/* Who may download a library resume (decision 023); the copy sent with an application has the application's readers (decision 035). */
const owner = { id: "a", roles: [], twoFactorEnabled: false };
const other = { id: "b", roles: [], twoFactorEnabled: false };
const employer = { id: "e", roles: ["Hiring Manager"], twoFactorEnabled: false };
const admin = { id: "x", roles: ["Administrator"], twoFactorEnabled: true };

describe("canDownloadResume", () => {
  it("the owner and administrators; no employer, nobody else", () => {
    expect(canDownloadResume(owner, { userId: "a" })).toBe("owner");
    expect(canDownloadResume(admin, { userId: "a" })).toBe("administrator");
    expect(canDownloadResume(other, { userId: "a" })).toBeNull();
    expect(canDownloadResume(null, { userId: "a" })).toBeNull();
    expect(canDownloadResume(employer, { userId: "a" })).toBeNull();
  });
});
