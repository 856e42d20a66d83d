import { describe, expect, it } from "vitest";
import { canDownloadApplicationResume, canDownloadResume } from "./permissions";

/* Who may download a resume (decision 023) and the copy sent with an application (decision 033). */
const owner = { id: "a", roles: [], twoFactorEnabled: false };
const other = { id: "b", roles: [], twoFactorEnabled: false };
const employer = { id: "e", roles: ["Hiring Manager"], twoFactorEnabled: false };
const admin = { id: "x", roles: ["Administrator"], twoFactorEnabled: true };

describe("canDownloadApplicationResume", () => {
  it("lets the author, members of the job's company and administrators through; nobody else", () => {
    const sent = { userId: "a" };
    expect(canDownloadApplicationResume(owner, sent, false)).toBe("owner");
    expect(canDownloadApplicationResume(employer, sent, true)).toBe("applied-employer");
    expect(canDownloadApplicationResume(employer, sent, false)).toBeNull();
    expect(canDownloadApplicationResume(other, sent, false)).toBeNull();
    expect(canDownloadApplicationResume(admin, sent, false)).toBe("administrator");
    expect(canDownloadApplicationResume(null, sent, true)).toBeNull();
  });

  it("leaves the resume library's own rule as it was: no employer there", () => {
    expect(canDownloadResume(employer, { userId: "a" })).toBeNull();
  });
});
