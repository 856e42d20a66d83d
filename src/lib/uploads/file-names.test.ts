import { describe, expect, it } from "vitest";
import { attachmentDisposition, FILE_NAME_MAX, sanitizeFileName } from "./file-names";

describe("sanitizeFileName", () => {
  it("keeps the last path segment, drops control and bidi characters and leading dots", () => {
    expect(sanitizeFileName("C:\\Users\\ada\\My CV.pdf")).toBe("My CV.pdf");
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("cv\u0000\r\n.pdf")).toBe("cv.pdf");
    expect(sanitizeFileName("cod\u202Efdp.exe")).toBe("codfdp.exe");
    expect(sanitizeFileName("...hidden.txt")).toBe("hidden.txt");
    expect(sanitizeFileName("  a   b  .pdf ")).toBe("a b .pdf");
    expect(sanitizeFileName("\u0001\u0002")).toBe("");
  });
  it("adds the extension when asked and missing", () => {
    expect(sanitizeFileName("My CV", "pdf")).toBe("My CV.pdf");
    expect(sanitizeFileName("My CV.PDF", "pdf")).toBe("My CV.PDF");
    expect(sanitizeFileName("", "pdf")).toBe("");
  });
  it("shortens to 255 characters keeping the extension", () => {
    const long = sanitizeFileName(`${"é".repeat(400)}.docx`);
    expect(Array.from(long)).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith(".docx")).toBe(true);
    expect(sanitizeFileName("x".repeat(300), "pdf")).toBe(`${"x".repeat(251)}.pdf`);
  });
});

describe("attachmentDisposition", () => {
  it("an ASCII fallback and the exact UTF-8 name", () => {
    expect(attachmentDisposition("My CV.pdf")).toBe(`attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`);
    expect(attachmentDisposition('Zoë "the" CV;.pdf')).toBe(`attachment; filename="Zo_ _the_ CV_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22the%22%20CV%3B.pdf`);
    expect(attachmentDisposition("a\r\nSet-Cookie: x.txt")).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition("")).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
