import { crc32, deflateSync } from "node:zlib";

/*
 * Small real files built in memory for the upload tests (no binary fixtures in the repository).
 */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const enc = new TextEncoder();
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A tiny exif block: "Exif\0\0" + a little-endian TIFF header with a GPS-ish marker string. */
export const EXIF_PAYLOAD = concat([enc.encode("Exif\0\0"), new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0x08, 0, 0, 0]), enc.encode("GPS 51.5N SECRET-CAMERA")]);

/** A 2x2 RGB PNG; with `exif`, also eXIf, tEXt and tIME chunks. */
export function makePng(opts: { exif?: boolean; width?: number; height?: number } = {}): Uint8Array {
  const width = opts.width ?? 2;
  const height = opts.height ?? 2;
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0;
    for (let x = 0; x < width; x++) raw.set([29, 78, 216], y * (1 + width * 3) + 1 + x * 3);
  }
  const parts = [PNG_SIGNATURE, chunk("IHDR", ihdr)];
  if (opts.exif) {
    parts.push(chunk("eXIf", EXIF_PAYLOAD.subarray(6)));
    parts.push(chunk("tEXt", enc.encode("Author\0SECRET-AUTHOR")));
    parts.push(chunk("tIME", new Uint8Array([0x07, 0xea, 1, 2, 3, 4, 5])));
  }
  parts.push(chunk("sRGB", new Uint8Array([0])));
  parts.push(chunk("IDAT", new Uint8Array(deflateSync(raw))));
  if (opts.exif) parts.push(chunk("iTXt", enc.encode("Comment\0\0\0\0\0SECRET-COMMENT")));
  parts.push(chunk("IEND", new Uint8Array(0)));
  return concat(parts);
}

/**
 * A blank 1-bit greyscale PNG: its zero rows deflate about 1000:1, so a file of a few kilobytes
 * declares any picture size (20000 x 20000 is 400 megapixels in 48 KB: a decompression bomb).
 */
export function makeBlankPng(width: number, height: number): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const raw = new Uint8Array(height * (1 + Math.ceil(width / 8)));
  return concat([PNG_SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", new Uint8Array(deflateSync(raw, { level: 9 }))), chunk("IEND", new Uint8Array(0))]);
}

function segment(marker: number, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + data.length);
  out[0] = 0xff;
  out[1] = marker;
  out[2] = (data.length + 2) >> 8;
  out[3] = (data.length + 2) & 0xff;
  out.set(data, 4);
  return out;
}

/**
 * A structurally valid baseline JPEG (SOI, APP0 JFIF, DQT, SOF0, DHT, SOS + entropy data with a
 * stuffed byte and a restart marker, EOI); with `exif`, also APP1 Exif, APP1 XMP and a COM segment.
 */
export function makeJpeg(opts: { exif?: boolean } = {}): Uint8Array {
  const jfif = segment(0xe0, new Uint8Array([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const dqt = segment(0xdb, new Uint8Array([0, ...new Array(64).fill(1)]));
  const sof = segment(0xc0, new Uint8Array([8, 0, 1, 0, 1, 1, 1, 0x11, 0]));
  const dht = segment(0xc4, new Uint8Array([0x00, 1, ...new Array(15).fill(0), 0]));
  const sos = segment(0xda, new Uint8Array([1, 1, 0, 0, 63, 0]));
  const entropy = new Uint8Array([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
  const parts = [new Uint8Array([0xff, 0xd8]), jfif];
  if (opts.exif) {
    parts.push(segment(0xe1, EXIF_PAYLOAD));
    parts.push(segment(0xe1, enc.encode("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>SECRET-XMP</x:xmpmeta>")));
    parts.push(segment(0xfe, enc.encode("SECRET-COMMENT")));
  }
  parts.push(dqt, sof, dht, sos, entropy, new Uint8Array([0xff, 0xd9]));
  return concat(parts);
}

export const SVG_WITH_SCRIPT = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert("SECRET-SCRIPT")</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)"/>
  <a href="javascript:alert(3)"><circle cx="5" cy="5" r="3"/></a>
  <use xlink:href="http://evil.example/x.svg#a"/>
  <use href="#g"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">SECRET-HTML</div></foreignObject>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <path d="M0 0L10 10" style="stroke:url(https://evil.example/s)"/>
</svg>`;

export function bytesOf(text: string): Uint8Array {
  return enc.encode(text);
}

export function includesBytes(haystack: Uint8Array, needle: string): boolean {
  return Buffer.from(haystack).includes(Buffer.from(needle));
}

/** A zip of stored (uncompressed) entries with its central directory, as zip readers and Office expect. */
export function makeZip(entries: { name: string; content: string | Uint8Array }[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = enc.encode(entry.name);
    const data = typeof entry.content === "string" ? enc.encode(entry.content) : entry.content;
    const crc = crc32(data);
    const local = new Uint8Array(30 + name.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(data, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

/** A minimal Word document (.docx): content types, the package relationship and word/document.xml. */
export function makeDocx(body = "Ada Lovelace, Analyst"): Uint8Array {
  return makeZip([
    {
      name: "[Content_Types].xml",
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: "_rels/.rels",
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: "word/document.xml",
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${body}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** A minimal one-page PDF with lines of text (Helvetica, 14 pt apart), its xref table offsets computed. */
export function makePdf(lines: string | readonly string[] = "Ada Lovelace, Analyst"): Uint8Array {
  const esc = (l: string) => l.replace(/[\\()]/g, (c) => `\\${c}`);
  const list = typeof lines === "string" ? [lines] : lines;
  const stream = ["BT", "/F1 11 Tf", "14 TL", "72 740 Td", ...list.map((l) => `(${esc(l)}) Tj T*`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(out, "latin1"));
}

/** The start of a Word 97-2003 document: the OLE2 compound file header (D0 CF 11 E0 A1 B1 1A E1) and a sector of zeros. */
export function makeDoc(): Uint8Array {
  const out = new Uint8Array(1024);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  out.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24); // minor/major version, byte order, sector shift
  return out;
}

export function makeRtf(line = "Ada Lovelace, Analyst"): Uint8Array {
  return enc.encode(`{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times New Roman;}}\\f0\\fs24 ${line}\\par}`);
}

/** A Windows executable's first bytes ("MZ", a DOS stub with NULs): what a renamed .exe starts with. */
export function makeExe(): Uint8Array {
  const out = new Uint8Array(512);
  out.set(enc.encode("MZ"));
  out.set(enc.encode("This program cannot be run in DOS mode."), 78);
  return out;
}
