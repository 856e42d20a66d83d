// Generates Upstep's favicon and app icons from src/app/icon.svg (a white "U" on brand blue
// #1d4ed8 in a rounded square). Run once after changing the SVG and commit what it writes:
//   node scripts/generate-icons.mjs
// - src/app/favicon.ico: an ICO holding 16, 32 and 48 px PNGs (Next serves it at /favicon.ico);
// - src/app/apple-icon.png: 180 px, square and opaque (iOS rounds the corners itself);
// - public/icons/icon-192.png, icon-512.png: the web manifest's icons (src/app/manifest.ts);
// - public/icons/maskable-512.png: full-bleed, the "U" inside the maskable safe zone.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "src/app/icon.svg"));
/** The mark without its rounded corners, for icons whose platform shapes them (apple, maskable). */
const square = (scale) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1d4ed8"/>` +
      `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)"><path d="M10 8.5v8.5a6 6 0 0 0 12 0V8.5" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g></svg>`,
  );

const png = (source, size) => sharp(source, { density: Math.max(72, (72 * size) / 32) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An ICO file (ICONDIR, one ICONDIRENTRY per image, then the PNGs as they are). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const icoImages = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(svg, size) })));
writeFileSync(path.join(root, "src/app/favicon.ico"), ico(icoImages));
writeFileSync(path.join(root, "src/app/apple-icon.png"), await png(square(1.1), 180));
mkdirSync(path.join(root, "public/icons"), { recursive: true });
writeFileSync(path.join(root, "public/icons/icon-192.png"), await png(svg, 192));
writeFileSync(path.join(root, "public/icons/icon-512.png"), await png(svg, 512));
// The maskable safe zone is the inner 80% circle: the mark at 75% stays inside it.
writeFileSync(path.join(root, "public/icons/maskable-512.png"), await png(square(0.75), 512));
console.log("wrote src/app/favicon.ico, src/app/apple-icon.png, public/icons/icon-192.png, icon-512.png, maskable-512.png");
