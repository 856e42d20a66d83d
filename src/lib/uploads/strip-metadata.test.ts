import { describe, expect, it } from "vitest";
import { InvalidImageError, jpegSegments, pngChunks, stripJpegMetadata, stripPngMetadata } from "./strip-metadata";
import { includesBytes, makeJpeg, makePng } from "./test-fixtures";

describe("stripPngMetadata", () => {
  it("drops eXIf, tEXt, iTXt and tIME and keeps IHDR, sRGB, IDAT, IEND byte for byte", () => {
    const input = makePng({ exif: true });
    expect(pngChunks(input).map((c) => c.type)).toEqual(["IHDR", "eXIf", "tEXt", "tIME", "sRGB", "IDAT", "iTXt", "IEND"]);
    const out = stripPngMetadata(input);
    // Still a well-formed PNG (signature, IHDR first and 13 bytes, CRCs right): pngChunks re-parses it.
    expect(pngChunks(out).map((c) => c.type)).toEqual(["IHDR", "sRGB", "IDAT", "IEND"]);
    expect(out).toEqual(makePng());
    for (const secret of ["Exif", "SECRET-CAMERA", "SECRET-AUTHOR", "SECRET-COMMENT"]) expect(includesBytes(out, secret)).toBe(false);
  });

  it("drops bytes after IEND and rejects broken files", () => {
    const clean = makePng();
    const trailing = new Uint8Array([...clean, ...new TextEncoder().encode("SECRET-TRAILER")]);
    expect(stripPngMetadata(trailing)).toEqual(clean);
    const badCrc = clean.slice();
    badCrc[30] = badCrc[30]! ^ 0xff;
    expect(() => stripPngMetadata(badCrc)).toThrow(InvalidImageError);
    expect(() => stripPngMetadata(clean.subarray(0, 40))).toThrow(InvalidImageError);
    expect(() => stripPngMetadata(new TextEncoder().encode("not a png"))).toThrow(InvalidImageError);
  });
});

describe("stripJpegMetadata", () => {
  it("drops APP1 (EXIF, XMP) and COM and keeps APP0 JFIF and the picture", () => {
    const input = makeJpeg({ exif: true });
    expect(jpegSegments(input).map((s) => s.marker.toString(16))).toEqual(["d8", "e0", "e1", "e1", "fe", "db", "c0", "c4", "da", "d9"]);
    const out = stripJpegMetadata(input);
    expect(jpegSegments(out).map((s) => s.marker.toString(16))).toEqual(["d8", "e0", "db", "c0", "c4", "da", "d9"]);
    expect([out[0], out[1]]).toEqual([0xff, 0xd8]); // SOI
    expect([out[out.length - 2], out[out.length - 1]]).toEqual([0xff, 0xd9]); // EOI
    expect(includesBytes(out, "JFIF")).toBe(true);
    expect(out).toEqual(makeJpeg());
    for (const secret of ["Exif", "SECRET-CAMERA", "SECRET-XMP", "SECRET-COMMENT"]) expect(includesBytes(out, secret)).toBe(false);
  });

  it("keeps the entropy-coded data with stuffed bytes and restart markers intact", () => {
    const out = stripJpegMetadata(makeJpeg({ exif: true }));
    const raw = Buffer.from(out);
    expect(raw.includes(Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]))).toBe(true);
  });

  it("rejects a JPEG without EOI or image data", () => {
    const jpeg = makeJpeg();
    expect(() => stripJpegMetadata(jpeg.subarray(0, jpeg.length - 2))).toThrow(InvalidImageError);
    expect(() => stripJpegMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toThrow(InvalidImageError);
  });
});
