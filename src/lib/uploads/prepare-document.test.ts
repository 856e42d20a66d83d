import { describe, expect, it } from "vitest";
import { FILE_LIMIT_10MB, RESUME_KINDS } from "./file-types";
import { checkDocument, extensionOf } from "./prepare-document";
import { detectFileType, zipCentralDirectoryNames } from "./sniff";
import { bytesOf, makeDoc, makeDocx, makeExe, makePdf, makePng, makeRtf, makeZip } from "./test-fixtures";

const resume = (bytes: Uint8Array | null, name: string | null, maxBytes = FILE_LIMIT_10MB) => checkDocument(bytes, name, { kinds: RESUME_KINDS, maxBytes });

describe("checkDocument (resumes: pdf, doc, docx, rtf, txt)", () => {
  it("accepts each kind when the name's extension and the content agree", () => {
    expect(resume(makePdf(), "cv.pdf")).toEqual({ ok: true, document: { kind: "pdf", mime: "application/pdf" } });
    expect(resume(makeDoc(), "cv.DOC")).toEqual({ ok: true, document: { kind: "doc", mime: "application/msword" } });
    expect(resume(makeDocx(), "cv.docx")).toEqual({ ok: true, document: { kind: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" } });
    expect(resume(makeRtf(), "cv.rtf")).toEqual({ ok: true, document: { kind: "rtf", mime: "application/rtf" } });
    expect(resume(bytesOf("Ada Lovelace\nAnalyst — Zürich\n"), "cv.txt")).toEqual({ ok: true, document: { kind: "txt", mime: "text/plain" } });
  });
  it("refuses an executable renamed .pdf, and content of another kind than its name", () => {
    expect(resume(makeExe(), "cv.pdf")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(makePdf(), "cv.docx")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(makeDocx(), "cv.doc")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(makePng(), "cv.pdf")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(bytesOf("plain text"), "cv.pdf")).toEqual({ ok: false, reason: "invalid-type" });
  });
  it("refuses names without an allowed extension", () => {
    for (const name of ["cv.exe", "cv.odt", "cv", ".pdf", "cv.pdf.exe", "cv.png"]) expect(resume(makePdf(), name), name).toEqual({ ok: false, reason: "invalid-type" });
  });
  it("refuses a zip that is not a Word document, text with NUL and invalid UTF-8", () => {
    expect(resume(makeZip([{ name: "word/other.xml", content: "<x/>" }]), "cv.docx")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(bytesOf("Ada\u0000Lovelace"), "cv.txt")).toEqual({ ok: false, reason: "invalid-type" });
    expect(resume(new Uint8Array([0x41, 0xc3, 0x28]), "cv.txt")).toEqual({ ok: false, reason: "invalid-type" });
  });
  it("no file: no bytes, empty bytes, no name", () => {
    expect(resume(null, "cv.pdf")).toEqual({ ok: false, reason: "no-file" });
    expect(resume(new Uint8Array(0), "cv.pdf")).toEqual({ ok: false, reason: "no-file" });
    expect(resume(makePdf(), "")).toEqual({ ok: false, reason: "no-file" });
    expect(resume(makePdf(), null)).toEqual({ ok: false, reason: "no-file" });
  });
  it("size: exactly the limit is accepted, one byte more is too large (before the type is looked at)", () => {
    const pdf = makePdf();
    const atLimit = new Uint8Array(1000);
    atLimit.set(pdf.subarray(0, 10));
    expect(resume(atLimit, "cv.pdf", 1000).ok).toBe(true);
    expect(resume(new Uint8Array(1001), "cv.exe", 1000)).toEqual({ ok: false, reason: "too-large" });
  });
  it("extensionOf", () => {
    expect(extensionOf("a/b\\My CV.Final.PDF")).toBe("pdf");
    expect(extensionOf(".bashrc")).toBe("");
    expect(extensionOf("cv")).toBe("");
  });
});

describe("docx by the zip's central directory", () => {
  it("lists the entries and finds word/document.xml wherever it is", () => {
    expect(zipCentralDirectoryNames(makeDocx())).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    const late = makeZip([...Array.from({ length: 5 }, (_, i) => ({ name: `customXml/item${i}.xml`, content: "<x/>" })), { name: "word/document.xml", content: "<w:document/>" }]);
    expect(detectFileType(late)?.kind).toBe("docx");
    expect(zipCentralDirectoryNames(makePdf())).toBeNull();
    expect(detectFileType(makeZip([{ name: "[Content_Types].xml", content: "<Types/>" }, { name: "word/document2.xml", content: "<w:document/>" }]))?.kind).toBe("docx");
    for (const name of ["word/styles.xml", "word/document.xml.bak", "xword/document.xml", "word/documentx.xml"]) {
      expect(detectFileType(makeZip([{ name, content: "<x/>" }])), name).toBeNull();
    }
  });
});
