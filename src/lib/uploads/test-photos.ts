import sharp from "sharp";

/*
 * Real photos made with sharp for the upload tests: what a phone or a camera sends, metadata included.
 */
export const PHOTO_SECRETS = ["SECRET-CAMERA", "SECRET-GPS", "SECRET-XMP"] as const;

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SECRET-XMP"/></rdf:RDF></x:xmpmeta>`;

/**
 * A `width` x `height` photo, left half red and right half blue, carrying EXIF (camera make, a GPS
 * position), XMP and a Display P3 ICC profile. `orientation` is the EXIF Orientation tag (6: a phone
 * held upright, the viewer turns the stored pixels 90 degrees clockwise, so the red half goes on top).
 */
export async function makePhoto(opts: { format: "jpeg" | "png"; width: number; height: number; orientation?: number }): Promise<Uint8Array> {
  const half = Math.floor(opts.width / 2);
  const image = sharp({ create: { width: opts.width, height: opts.height, channels: 3, background: RED } }).composite([
    { input: { create: { width: opts.width - half, height: opts.height, channels: 3, background: BLUE } }, left: half, top: 0 },
  ]);
  const encoded = opts.format === "jpeg" ? image.jpeg({ quality: 95 }) : image.png();
  const out = await encoded
    .withIccProfile("p3")
    .withMetadata({ orientation: opts.orientation ?? 1 })
    .withExif({
      IFD0: { Make: "SECRET-CAMERA", Model: "Test Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1", GPSMapDatum: "SECRET-GPS" },
    })
    .withXmp(XMP)
    .toBuffer();
  return new Uint8Array(out);
}

/** Which of the photo's two colours the pixel at (x, y) is. */
export async function colourAt(bytes: Uint8Array, x: number, y: number): Promise<"red" | "blue" | "other"> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (r > 180 && g < 70 && b < 70) return "red";
  if (b > 180 && r < 70 && g < 70) return "blue";
  return "other";
}

/** A small real JPEG whose header (SOF) is changed to declare `width` x `height`: a tiny file claiming a huge picture. */
export async function makeJpegDeclaring(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: RED } }).jpeg().toBuffer();
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return new Uint8Array(jpeg);
    }
  }
  throw new Error("no SOF segment");
}

/** An image of another format sharp could decode (gif, webp), to show that the magic bytes still decide. */
export async function makeOtherFormat(format: "gif" | "webp"): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: RED } }).toFormat(format).toBuffer());
}
