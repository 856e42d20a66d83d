import { describe, expect, it } from "vitest";
import { base64DecodedSize, decodeBase64, prepareImage } from "./prepare-image";
import { bytesOf, includesBytes, makeJpeg, makePng, SVG_WITH_SCRIPT } from "./test-fixtures";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describe("prepareImage", () => {
  it("strips PNG and JPEG metadata and sanitises SVG", () => {
    const png = prepareImage(b64(makePng({ exif: true })));
    expect(png.ok && png.image.kind).toBe("png");
    expect(png.ok && includesBytes(png.image.bytes, "SECRET-CAMERA")).toBe(false);
    const jpeg = prepareImage(`data:image/jpeg;base64,${b64(makeJpeg({ exif: true }))}`);
    expect(jpeg.ok && jpeg.image.mime).toBe("image/jpeg");
    const svg = prepareImage(b64(bytesOf(SVG_WITH_SCRIPT)));
    expect(svg.ok && includesBytes(svg.image.bytes, "<script")).toBe(false);
  });

  it("names the reason for each refusal", () => {
    expect(prepareImage(undefined)).toEqual({ ok: false, reason: "no-file" });
    expect(prepareImage("  ")).toEqual({ ok: false, reason: "no-file" });
    expect(prepareImage(b64(bytesOf("a renamed text file")))).toEqual({ ok: false, reason: "invalid-type" });
    expect(prepareImage("%%%not base64")).toEqual({ ok: false, reason: "invalid-type" });
    expect(prepareImage(b64(new Uint8Array(10_000_001)))).toEqual({ ok: false, reason: "too-large" });
    // Exactly the limit is allowed by size (and then judged by type).
    expect(prepareImage(b64(new Uint8Array(10_000_000)))).toEqual({ ok: false, reason: "invalid-type" });
    // A PNG signature with a broken body is not an image.
    expect(prepareImage(b64(makePng().subarray(0, 30)))).toEqual({ ok: false, reason: "invalid-type" });
  });

  it("computes the decoded size of base64 without decoding", () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100]) expect(base64DecodedSize(b64(new Uint8Array(n)))).toBe(n);
    expect(decodeBase64("aGk=")).toEqual(bytesOf("hi"));
  });
});
