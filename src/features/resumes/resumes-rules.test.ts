import { describe, expect, it } from "vitest";
import { bytesOf, makeDocx, makeExe, makePdf } from "@/lib/uploads/test-fixtures";
import { RESUME_MESSAGES } from "./messages";
import { canDeleteResume, canDownloadResume, canEditResume, canListResumesOf, type ResumeActor } from "./permissions";
import { validateResumeContent, validateResumeSelection } from "./validate-selection";

const owner: ResumeActor = { id: "a", roles: [], twoFactorEnabled: false };
const other: ResumeActor = { id: "b", roles: [], twoFactorEnabled: false };
const actor = (roles: string[], twoFactorEnabled = false): ResumeActor => ({ id: "x", roles, twoFactorEnabled });
const resume = { userId: "a" };

describe("who may reach a resume (decision 023)", () => {
  it("the owner may do everything", () => {
    expect(canDownloadResume(owner, resume)).toBe("owner");
    expect(canListResumesOf(owner, "a")).toBe("owner");
    expect(canDeleteResume(owner, resume)).toBe("owner");
    expect(canEditResume(owner, resume)).toBe(true);
  });
  it("an administrator with two-factor may list, download and delete, not edit", () => {
    const admin = actor(["Administrator"], true);
    expect(canDownloadResume(admin, resume)).toBe("administrator");
    expect(canListResumesOf(admin, "a")).toBe("administrator");
    expect(canDeleteResume(admin, resume)).toBe("administrator");
    expect(canEditResume(admin, resume)).toBe(false);
  });
  it("nobody else: another candidate, employers, recruiters, an administrator without two-factor, nobody signed in", () => {
    for (const someone of [other, actor(["Hiring Manager"]), actor(["H2O Hiring Manager"], true), actor(["Recruiter"], true), actor(["Administrator"]), null]) {
      expect(canDownloadResume(someone, resume)).toBeNull();
      expect(canListResumesOf(someone, "a")).toBeNull();
      expect(canDeleteResume(someone, resume)).toBeNull();
      expect(canEditResume(someone, resume)).toBe(false);
    }
  });
});

describe("the drop zone's checks use the server's words", () => {
  it("selection: no file, size, extension", () => {
    expect(validateResumeSelection([])).toEqual({ ok: false, message: "No file selected." });
    expect(validateResumeSelection([{ name: "", size: 10 }])).toEqual({ ok: false, message: "No file selected." });
    expect(validateResumeSelection([{ name: "cv.pdf", size: 0 }])).toEqual({ ok: false, message: "No file selected." });
    expect(validateResumeSelection([{ name: "cv.pdf", size: 10 * 1048576 + 1 }])).toEqual({ ok: false, message: "Selected file exceeds 10MB size limit" });
    expect(validateResumeSelection([{ name: "cv.pdf", size: 10 * 1048576 }])).toEqual({ ok: true });
    for (const name of ["cv.exe", "cv.odt", "cv.jpg", "cv"]) {
      expect(validateResumeSelection([{ name, size: 10 }])).toEqual({ ok: false, message: "Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)" });
    }
    for (const name of ["cv.pdf", "CV.DOCX", "cv.doc", "cv.rtf", "cv.txt"]) expect(validateResumeSelection([{ name, size: 10 }])).toEqual({ ok: true });
  });
  it("content: by magic bytes", () => {
    expect(validateResumeContent("cv.pdf", makePdf())).toEqual({ ok: true });
    expect(validateResumeContent("cv.docx", makeDocx())).toEqual({ ok: true });
    expect(validateResumeContent("cv.pdf", makeExe())).toEqual({ ok: false, message: RESUME_MESSAGES.invalidType });
    expect(validateResumeContent("cv.txt", bytesOf("a\u0000b"))).toEqual({ ok: false, message: RESUME_MESSAGES.invalidType });
  });
});
