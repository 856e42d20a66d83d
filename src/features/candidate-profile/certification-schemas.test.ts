import { describe, expect, it } from "vitest";
import { makePdf, makePng, makeZip } from "@/lib/uploads/test-fixtures";
import { CERTIFICATION_FILE_MESSAGES, isCertificationExpired, isWebAddress, validateCertificationContent, validateCertificationSelection } from "./certification-schemas";

describe("certification rules shared by the drop zone and the server", () => {
  it("judges a selection by presence, size (15MB = 15 x 1048576 bytes) and extension before reading it", () => {
    expect(validateCertificationSelection(undefined)).toEqual({ ok: false, message: "No file selected." });
    expect(validateCertificationSelection({ name: "a.pdf", size: 0 })).toEqual({ ok: false, message: CERTIFICATION_FILE_MESSAGES.noFile });
    expect(validateCertificationSelection({ name: "a.pdf", size: 15 * 1048576 })).toEqual({ ok: true });
    expect(validateCertificationSelection({ name: "a.pdf", size: 15 * 1048576 + 1 })).toEqual({ ok: false, message: "Selected file exceeds 15MB size limit" });
    for (const name of ["a.PDF", "a.doc", "a.docx", "a.rtf", "a.txt", "a.odt"]) expect(validateCertificationSelection({ name, size: 10 }), name).toEqual({ ok: true });
    for (const name of ["a.png", "a.exe", "a", "a.pdf.exe", ".odt"]) {
      expect(validateCertificationSelection({ name, size: 10 }), name).toEqual({ ok: false, message: "Invalid file type. Supported file types: (.pdf, .doc, .docx, .rtf, .txt, .odt)" });
    }
  });

  it("judges content by magic bytes: PNG bytes named .pdf are refused, an OpenDocument text is an .odt", () => {
    const odt = makeZip([{ name: "mimetype", content: "application/vnd.oasis.opendocument.text" }]);
    expect(validateCertificationContent("card.odt", odt)).toEqual({ ok: true });
    expect(validateCertificationContent("card.pdf", makePdf())).toEqual({ ok: true });
    expect(validateCertificationContent("card.pdf", makePng())).toEqual({ ok: false, message: CERTIFICATION_FILE_MESSAGES.invalidType });
    expect(validateCertificationContent("card.pdf", odt)).toEqual({ ok: false, message: CERTIFICATION_FILE_MESSAGES.invalidType });
  });

  it("a certification expires after its expiry month ends; without an expiry it never does", () => {
    const at = new Date("2026-03-31T23:00:00Z");
    expect(isCertificationExpired({ doesNotExpire: false, expiryMonth: 3, expiryYear: 2026 }, at)).toBe(false);
    expect(isCertificationExpired({ doesNotExpire: false, expiryMonth: 2, expiryYear: 2026 }, at)).toBe(true);
    expect(isCertificationExpired({ doesNotExpire: false, expiryMonth: null, expiryYear: 2026 }, at)).toBe(false);
    expect(isCertificationExpired({ doesNotExpire: false, expiryMonth: null, expiryYear: 2025 }, at)).toBe(true);
    expect(isCertificationExpired({ doesNotExpire: true, expiryMonth: 1, expiryYear: 2000 }, at)).toBe(false);
    expect(isCertificationExpired({ doesNotExpire: false, expiryMonth: null, expiryYear: null }, at)).toBe(false);
  });

  it("a credential URL is an http(s) address with a host", () => {
    for (const ok of ["", "https://www.credly.com/badges/abc", "http://verify.example.org/?id=1"]) expect(isWebAddress(ok), ok).toBe(true);
    for (const bad of ["credly.com/badges", "javascript:alert(1)", "mailto:a@b.co", "https://", "https://a b.com", "https://u:p@example.com"]) expect(isWebAddress(bad), bad).toBe(false);
  });
});
