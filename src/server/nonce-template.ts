import { constants, crc32, deflateRawSync } from "node:zlib";

/*
 * A page kept by the job page front (job-page-front.ts), ready to be sent with a new nonce each
 * time (decision 014) at almost the cost of sending fixed bytes: the HTML and its gzip are prepared
 * once with the placeholder in them, and each response is a list of pieces: the kept bytes as they
 * are, and copies of the few short stretches that hold placeholders (placeholders nearer each other
 * than 2 KB share one), with the nonce written over the placeholder. An 88 KB job page has ~37
 * placeholders in 7 such stretches (~9 KB).
 *
 * The gzip: the HTML between two placeholders is compressed as deflate blocks ending on a byte
 * boundary (a sync flush), and each placeholder is an uncompressed (stored) block of its own, so its
 * bytes appear as they are in the compressed stream. Each compressed part may refer back to the text
 * before it (a preset dictionary of the preceding 32 KB) except the placeholders' places, which the
 * dictionary holds as 0xFF bytes: no UTF-8 text contains 0xFF, so the compressor never finds a
 * match that reads them, and what the browser decompresses does not depend on the nonce written
 * there. (A page with 0xFF bytes is compressed without dictionaries.) The parts cost ~10% over one
 * gzip of the page. The gzip trailer's CRC-32 of each response's HTML comes from the kept one by
 * linearity of the CRC: changing the bytes at the placeholders' places by d changes the CRC by
 * sum_i Z^(k_i)(lin(d)), with lin(d) the CRC of d without its initial and final xor and Z^k the
 * CRC register's step over k zero bytes; the sum of those operators is one 32x32 bit matrix per page.
 */

const WINDOW = 32 * 1024;
/** Placeholders nearer each other than this are sent in one copied stretch. */
const GAP = 2048;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A 32x32 matrix over GF(2): entry i is the image of bit i. */
type Matrix = Uint32Array<ArrayBuffer>;

function times(matrix: Matrix, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function product(a: Matrix, b: Matrix): Matrix {
  const out = new Uint32Array(32);
  for (let i = 0; i < 32; i++) out[i] = times(a, b[i]!);
  return out;
}

/** ZERO_POWERS[j]: the CRC-32 register's step over 2^j zero bytes (as zlib's crc32_combine builds it). */
const ZERO_POWERS: Matrix[] = (() => {
  let bit: Matrix = new Uint32Array(32); // one zero bit (reflected polynomial 0xEDB88320)
  bit[0] = 0xedb88320;
  for (let i = 1; i < 32; i++) bit[i] = (1 << (i - 1)) >>> 0;
  for (let i = 0; i < 3; i++) bit = product(bit, bit);
  const powers = [bit];
  for (let j = 1; j < 32; j++) powers.push(product(powers[j - 1]!, powers[j - 1]!));
  return powers;
})();

function zeroStep(bytes: number): Matrix {
  let result: Matrix | null = null;
  for (let j = 0; bytes > 0; j++, bytes = Math.floor(bytes / 2)) {
    if (bytes % 2) result = result ? product(ZERO_POWERS[j]!, result) : ZERO_POWERS[j]!;
  }
  return result ?? Uint32Array.from({ length: 32 }, (_, i) => (1 << i) >>> 0);
}

function xorInto(target: Matrix, add: Matrix): void {
  for (let i = 0; i < 32; i++) target[i] = (target[i]! ^ add[i]!) >>> 0;
}

/** A stretch of a template that each response copies, to write nonces (or the gzip trailer) into. */
type Stretch = { start: number; end: number };

/** The stretches around `places` (each `length` long), merged when nearer than GAP. */
function stretches(places: number[], length: number): Stretch[] {
  const out: Stretch[] = [];
  for (const at of places) {
    const last = out[out.length - 1];
    if (last && at - last.end < GAP) last.end = at + length;
    else out.push({ start: at, end: at + length });
  }
  return out;
}

/** A template's pieces for one response: copied stretches with `value` at `slots`, kept bytes between. */
function pieces(template: Buffer, slots: number[], plan: Stretch[], value: Buffer): { parts: Buffer[]; copy: Buffer } {
  const copy = Buffer.allocUnsafe(plan.reduce((n, s) => n + s.end - s.start, 0));
  const parts: Buffer[] = [];
  let at = 0;
  let offset = 0;
  let slot = 0;
  for (const { start, end } of plan) {
    if (start > at) parts.push(template.subarray(at, start));
    template.copy(copy, offset, start, end);
    for (; slot < slots.length && slots[slot]! < end; slot++) value.copy(copy, offset + slots[slot]! - start);
    parts.push(copy.subarray(offset, offset + end - start));
    offset += end - start;
    at = end;
  }
  if (at < template.length) parts.push(template.subarray(at));
  return { parts, copy };
}

export class NonceTemplate {
  /** The HTML with the placeholder, and where each placeholder starts in it. */
  readonly body: Buffer;
  readonly bodySlots: number[];
  /** The gzip with the placeholder in stored blocks, and where each starts in it. */
  readonly gzip: Buffer;
  readonly gzipSlots: number[];
  private readonly placeholder: Buffer;
  private readonly bodyPlan: Stretch[];
  private readonly gzipPlan: Stretch[];
  private readonly crc: number;
  private readonly crcStep: Matrix;
  private readonly zerosCrc: number;

  constructor(body: Buffer, placeholder: string) {
    this.body = body;
    this.placeholder = Buffer.from(placeholder);
    const length = this.placeholder.length;
    const slots: number[] = [];
    for (let at = body.indexOf(this.placeholder); at !== -1; at = body.indexOf(this.placeholder, at + length)) slots.push(at);
    this.bodySlots = slots;

    const useDictionary = !body.includes(0xff);
    const parts: Buffer[] = [GZIP_HEADER];
    const gzipSlots: number[] = [];
    let offset = GZIP_HEADER.length;
    let start = 0;
    for (let i = 0; i <= slots.length; i++) {
      const last = i === slots.length;
      const end = last ? body.length : slots[i]!;
      const dictionary = useDictionary && start > 0 ? this.maskedWindow(start) : undefined;
      const part = deflateRawSync(body.subarray(start, end), { level: 6, dictionary, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
      parts.push(part);
      offset += part.length;
      if (!last) {
        // A stored block (BFINAL 0, BTYPE 00; byte-aligned after the sync flush): LEN, NLEN, the bytes.
        parts.push(Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), this.placeholder);
        gzipSlots.push(offset + 5);
        offset += 5 + length;
      }
      start = end + length;
    }
    this.crc = crc32(body);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(this.crc, 0);
    trailer.writeUInt32LE(body.length % 2 ** 32, 4);
    parts.push(trailer);
    this.gzip = Buffer.concat(parts);
    this.gzipSlots = gzipSlots;
    this.bodyPlan = stretches(slots, length);
    // The trailer (CRC-32 and length) ends the gzip's last stretch: the CRC changes with the nonce.
    this.gzipPlan = stretches([...gzipSlots, this.gzip.length - 8], length);
    this.gzipPlan[this.gzipPlan.length - 1]!.end = this.gzip.length;

    this.crcStep = new Uint32Array(32);
    for (const slot of slots) xorInto(this.crcStep, zeroStep(body.length - slot - length));
    this.zerosCrc = crc32(Buffer.alloc(length));
  }

  /** The HTML with `nonce` in every placeholder's place, in pieces (body.length bytes in all). */
  html(nonce: string): Buffer[] {
    return pieces(this.body, this.bodySlots, this.bodyPlan, this.bytesOf(nonce)).parts;
  }

  /** The gzip of html(nonce), in pieces (gzip.length bytes in all). */
  gzipped(nonce: string): Buffer[] {
    const value = this.bytesOf(nonce);
    const { parts, copy } = pieces(this.gzip, this.gzipSlots, this.gzipPlan, value);
    copy.writeUInt32LE(this.crcWith(value), copy.length - 8);
    return parts;
  }

  private bytesOf(nonce: string): Buffer {
    const value = Buffer.from(nonce);
    if (value.length !== this.placeholder.length) throw new Error("the nonce and its placeholder must be as long");
    return value;
  }

  private crcWith(value: Buffer): number {
    if (this.bodySlots.length === 0) return this.crc;
    const difference = Buffer.allocUnsafe(value.length);
    for (let i = 0; i < value.length; i++) difference[i] = value[i]! ^ this.placeholder[i]!;
    const linear = (crc32(difference) ^ this.zerosCrc) >>> 0;
    return (this.crc ^ times(this.crcStep, linear)) >>> 0;
  }

  /** The 32 KB before `start`, with every placeholder's place as 0xFF bytes. */
  private maskedWindow(start: number): Buffer {
    const from = Math.max(0, start - WINDOW);
    const window = Buffer.from(this.body.subarray(from, start));
    for (const slot of this.bodySlots) {
      if (slot >= start) break;
      const a = Math.max(slot, from);
      const b = Math.min(slot + this.placeholder.length, start);
      if (a < b) window.fill(0xff, a - from, b - from);
    }
    return window;
  }
}
