import { describe, expect, it } from "vitest";
import { detectFileType, looksLikeSvg } from "./sniff";
import { bytesOf, makeJpeg, makePng, SVG_WITH_SCRIPT } from "./test-fixtures";

function zipEntry(name: string, content: string): Uint8Array {
  const n = bytesOf(name);
  const c = bytesOf(content);
  const out = new Uint8Array(30 + n.length + c.length);
  out.set([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 0, 0]);
  const v = new DataView(out.buffer);
  v.setUint32(18, c.length, true);
  v.setUint32(22, c.length, true);
  v.setUint16(26, n.length, true);
  out.set(n, 30);
  out.set(c, 30 + n.length);
  return out;
}

function join(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts.map((p) => Buffer.from(p))));
}

describe("detectFileType (magic bytes)", () => {
  it("recognises PNG, JPEG and SVG images built in the test", () => {
    expect(detectFileType(makePng())?.kind).toBe("png");
    expect(detectFileType(makeJpeg())).toEqual({ kind: "jpeg", mime: "image/jpeg", ext: "jpg" });
    expect(detectFileType(bytesOf(SVG_WITH_SCRIPT))?.kind).toBe("svg");
    expect(detectFileType(bytesOf('\ufeff<!-- logo --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 1 1"/>'))?.kind).toBe("svg");
  });

  it("takes a renamed text file for text, whatever its name says", () => {
    // "photo.png" holding text: the bytes decide, never the name or the claimed MIME type.
    expect(detectFileType(bytesOf("just some notes, not a picture\n"))?.kind).toBe("txt");
  });

  it("recognises the document kinds", () => {
    expect(detectFileType(bytesOf("%PDF-1.7\n%...."))?.kind).toBe("pdf");
    expect(detectFileType(bytesOf("{\\rtf1\\ansi hello}"))?.kind).toBe("rtf");
    expect(detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.kind).toBe("doc");
    expect(detectFileType(join(zipEntry("[Content_Types].xml", "<Types/>"), zipEntry("word/document.xml", "<w:document/>")))?.kind).toBe("docx");
    expect(detectFileType(zipEntry("mimetype", "application/vnd.oasis.opendocument.text"))?.kind).toBe("odt");
  });

  it("rejects what is none of the accepted kinds", () => {
    expect(detectFileType(new Uint8Array(0))).toBeNull();
    expect(detectFileType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0x80]))).toBeNull(); // GIF
    expect(detectFileType(new Uint8Array([0x00, 0x01, 0x02, 0xff]))).toBeNull(); // binary
    expect(detectFileType(zipEntry("other.txt", "x"))).toBeNull(); // a plain zip
    expect(detectFileType(zipEntry("mimetype", "application/vnd.oasis.opendocument.spreadsheet"))).toBeNull();
  });

  it("does not take HTML or an SVG with an entity-declaring doctype for an SVG", () => {
    expect(looksLikeSvg("<html><svg></svg></html>")).toBe(false);
    expect(looksLikeSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toBe(false);
    expect(looksLikeSvg("<svgfoo/>")).toBe(false);
  });
});
