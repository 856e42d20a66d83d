import sharp, { type Sharp } from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { base64DecodedSize, decodeBase64, prepareImage, type PrepareImageResult } from "./prepare-image";
import { bytesOf, includesBytes, makeBlankPng, makeJpeg, makePng, SVG_WITH_SCRIPT } from "./test-fixtures";
import { colourAt, makeJpegDeclaring, makeOtherFormat, makePhoto, PHOTO_SECRETS } from "./test-photos";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const prepare = (bytes: Uint8Array, square = 330) => prepareImage(b64(bytes), { square });

function stored(result: PrepareImageResult): Uint8Array {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.image.bytes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("prepareImage: PNG and JPEG re-encoded by sharp", () => {
  it("removes EXIF (camera, GPS), XMP and the ICC profile of a JPEG photo and stores a 330px square JPEG", async () => {
    const photo = await makePhoto({ format: "jpeg", width: 1200, height: 800 });
    const before = await sharp(photo).metadata();
    expect(before.exif && includesBytes(before.exif, "SECRET-GPS")).toBe(true);
    expect(before.exif && includesBytes(before.exif, "SECRET-CAMERA")).toBe(true);
    expect(before.xmpAsString).toContain("SECRET-XMP");
    expect(before.icc).toBeDefined();

    const result = await prepareImage(`data:image/jpeg;base64,${b64(photo)}`, { square: 330 });
    expect(result.ok && [result.image.kind, result.image.mime]).toEqual(["jpeg", "image/jpeg"]);
    const out = stored(result);
    const after = await sharp(out).metadata();
    expect([after.format, after.width, after.height]).toEqual(["jpeg", 330, 330]);
    expect([after.exif, after.xmp, after.icc, after.iptc, after.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const secret of PHOTO_SECRETS) expect(includesBytes(out, secret), secret).toBe(false);
  });

  it("removes EXIF, XMP and text chunks of a PNG and keeps it a PNG", async () => {
    const out = stored(await prepare(await makePhoto({ format: "png", width: 900, height: 600 })));
    const after = await sharp(out).metadata();
    expect([after.format, after.width, after.height, after.exif, after.xmp, after.icc, after.comments]).toEqual(["png", 330, 330, undefined, undefined, undefined, undefined]);
    for (const secret of PHOTO_SECRETS) expect(includesBytes(out, secret), secret).toBe(false);

    const withText = makePng({ exif: true, width: 8, height: 8 }); // eXIf, tEXt, iTXt, tIME chunks
    expect((await sharp(withText).metadata()).comments).toContainEqual({ keyword: "Author", text: "SECRET-AUTHOR" });
    const clean = stored(await prepare(withText));
    const cleanMeta = await sharp(clean).metadata();
    expect([cleanMeta.format, cleanMeta.width, cleanMeta.height, cleanMeta.comments, cleanMeta.exif]).toEqual(["png", 8, 8, undefined, undefined]);
    for (const secret of ["SECRET-CAMERA", "SECRET-AUTHOR", "SECRET-COMMENT", "eXIf", "tEXt", "iTXt"]) expect(includesBytes(clean, secret), secret).toBe(false);
  });

  it("turns the picture upright by its EXIF orientation before dropping the tag", async () => {
    // Stored 1200x800 with the red half on the left; orientation 6 shows it 800x1200 with red on top.
    const sideways = await makePhoto({ format: "jpeg", width: 1200, height: 800, orientation: 6 });
    expect(await sharp(sideways).metadata()).toMatchObject({ orientation: 6, width: 1200, height: 800 });
    const upright = stored(await prepare(sideways));
    const uprightMeta = await sharp(upright).metadata();
    expect([uprightMeta.width, uprightMeta.height, uprightMeta.orientation]).toEqual([330, 330, undefined]);
    expect([await colourAt(upright, 165, 5), await colourAt(upright, 165, 324)]).toEqual(["red", "blue"]);

    // Without the tag the same pixels stay as they are: red on the left, blue on the right.
    const plain = stored(await prepare(await makePhoto({ format: "jpeg", width: 1200, height: 800 })));
    expect([await colourAt(plain, 5, 165), await colourAt(plain, 324, 165)]).toEqual(["red", "blue"]);
  });

  it("crops to a square of the shorter side and never enlarges; a tiny image still works", async () => {
    const wide = stored(await prepare(await makePhoto({ format: "png", width: 1000, height: 200 })));
    expect(await sharp(wide).metadata()).toMatchObject({ width: 200, height: 200 });
    const tiny = await prepare(makePng()); // 2x2
    expect(tiny.ok && tiny.image.kind).toBe("png");
    expect(await sharp(stored(tiny)).metadata()).toMatchObject({ format: "png", width: 2, height: 2 });
    const oneByOne = stored(await prepare(makeJpeg())); // the hand-built 1x1 baseline JPEG
    expect(await sharp(oneByOne).metadata()).toMatchObject({ format: "jpeg", width: 1, height: 1 });
    expect(await sharp(stored(await prepare(makePng({ width: 50, height: 40 }), 36))).metadata()).toMatchObject({ width: 36, height: 36 });
  });
});

describe("prepareImage: fit inside (company logos)", () => {
  it("keeps the whole picture, scaled down to fit the square, never cropped or enlarged, without metadata", async () => {
    const wide = stored(await prepareImage(b64(await makePhoto({ format: "png", width: 1600, height: 400 })), { square: 400, fit: "inside" }));
    expect(await sharp(wide).metadata()).toMatchObject({ format: "png", width: 400, height: 100 });
    // Both halves survive: red on the left, blue on the right (cover would have kept the middle only).
    expect([await colourAt(wide, 5, 50), await colourAt(wide, 394, 50)]).toEqual(["red", "blue"]);
    const tall = stored(await prepareImage(b64(await makePhoto({ format: "jpeg", width: 300, height: 900 })), { square: 400, fit: "inside" }));
    const tallMeta = await sharp(tall).metadata();
    expect([tallMeta.format, tallMeta.width, tallMeta.height, tallMeta.exif, tallMeta.icc]).toEqual(["jpeg", 133, 400, undefined, undefined]);
    for (const secret of PHOTO_SECRETS) expect(includesBytes(tall, secret), secret).toBe(false);
    const small = stored(await prepareImage(b64(makePng({ width: 50, height: 40 })), { square: 400, fit: "inside" }));
    expect(await sharp(small).metadata()).toMatchObject({ width: 50, height: 40 });
  });
});

describe("prepareImage: the 40 megapixel limit", () => {
  it("refuses a header declaring more than 40 megapixels and accepts exactly 40", async () => {
    const big = new Uint8Array(await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 1 }).toBuffer());
    expect(await prepare(big)).toEqual({ ok: false, reason: "too-many-pixels" });
    const limit = await prepare(makeBlankPng(8000, 5000));
    expect(await sharp(stored(limit)).metadata()).toMatchObject({ width: 330, height: 330 });
  });

  it("refuses decompression bombs from the header, before decoding", async () => {
    const pngBomb = makeBlankPng(20000, 20000); // 400 megapixels in under 64 KB
    expect(pngBomb.length).toBeLessThan(64 * 1024);
    expect(await prepare(pngBomb)).toEqual({ ok: false, reason: "too-many-pixels" });
    // 16x16 pixels of data under a header claiming 60000x60000: decoding would fail, so this answer
    // can only come from the header.
    const jpegBomb = await makeJpegDeclaring(60000, 60000);
    expect(jpegBomb.length).toBeLessThan(1024);
    expect(await prepare(jpegBomb)).toEqual({ ok: false, reason: "too-many-pixels" });
  });

  it("has sharp's limitInputPixels as a second guard when the header check is passed", async () => {
    // Make the header read report a small picture: decoding itself must still refuse 50 megapixels.
    const real = sharp.prototype.metadata;
    vi.spyOn(sharp.prototype, "metadata").mockImplementation(async function (this: Sharp) {
      const m = await real.call(this);
      return { ...m, width: 10, height: 10, autoOrient: { width: 10, height: 10 } };
    });
    expect(await prepare(makeBlankPng(10000, 5000))).toEqual({ ok: false, reason: "too-many-pixels" });
  });
});

describe("prepareImage: type by content and refusals", () => {
  it("sanitises SVG", async () => {
    const svg = await prepare(bytesOf(SVG_WITH_SCRIPT));
    expect(svg.ok && svg.image.mime).toBe("image/svg+xml");
    expect(includesBytes(stored(svg), "<script")).toBe(false);
  });

  it("names the reason for each refusal", async () => {
    expect(await prepareImage(undefined, { square: 330 })).toEqual({ ok: false, reason: "no-file" });
    expect(await prepareImage("  ", { square: 330 })).toEqual({ ok: false, reason: "no-file" });
    expect(await prepare(bytesOf("a renamed text file"))).toEqual({ ok: false, reason: "invalid-type" });
    expect(await prepareImage("%%%not base64", { square: 330 })).toEqual({ ok: false, reason: "invalid-type" });
    expect(await prepare(new Uint8Array(10_000_001))).toEqual({ ok: false, reason: "too-large" });
    // Exactly the limit is allowed by size (and then judged by type).
    expect(await prepare(new Uint8Array(10_000_000))).toEqual({ ok: false, reason: "invalid-type" });
  });

  it("refuses wrong magic bytes, other formats sharp could read, and broken pictures", async () => {
    for (const format of ["gif", "webp"] as const) expect(await prepare(await makeOtherFormat(format)), format).toEqual({ ok: false, reason: "invalid-type" });
    const png = makePng({ width: 16, height: 16 });
    const jpeg = await makePhoto({ format: "jpeg", width: 64, height: 64 });
    expect(await prepare(png.subarray(0, 30))).toEqual({ ok: false, reason: "invalid-type" }); // signature + half a header
    expect(await prepare(png.subarray(0, png.length - 20))).toEqual({ ok: false, reason: "invalid-type" }); // no image end
    expect(await prepare(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, reason: "invalid-type" }); // truncated scan
    // A PNG signature in front of a JPEG: the magic bytes say PNG, the decoder must agree.
    expect(await prepare(new Uint8Array([...png.subarray(0, 8), ...jpeg]))).toEqual({ ok: false, reason: "invalid-type" });
    expect(await prepare(new Uint8Array([0xff, 0xd8, 0xff, ...bytesOf("not really a jpeg")]))).toEqual({ ok: false, reason: "invalid-type" });
  });

  it("computes the decoded size of base64 without decoding", () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100]) expect(base64DecodedSize(b64(new Uint8Array(n)))).toBe(n);
    expect(decodeBase64("aGk=")).toEqual(bytesOf("hi"));
  });
});
