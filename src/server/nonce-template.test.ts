import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NonceTemplate } from "./nonce-template";

const PLACEHOLDER = "PlaceholderNonce0123456_";
const NONCES = ["AAAAAAAAAAAAAAAAAAAAAAAA", "zz-zz_zz9876543210abcdef", "Q1w2E3r4T5y6U7i8O9p0-_aZ"];

function expected(body: string, nonce: string): Buffer {
  return Buffer.from(body.split(PLACEHOLDER).join(nonce));
}

/** A page like Next's: scripts with the nonce, text that repeats pieces of the placeholder and its surroundings. */
function page(seed: number, size: number): string {
  let x = seed;
  const random = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pieces = [
    `<script src="/_next/static/chunks/a.js" async="" nonce="${PLACEHOLDER}"></script>`,
    `<script nonce="${PLACEHOLDER}">self.__next_f.push([1,"{\\"nonce\\":\\"${PLACEHOLDER}\\"}"])</script>`,
    // The placeholder's tail and head in ordinary text: a compressor that could read the
    // placeholder's place would copy these from there, and the browser would get the nonce instead.
    `${PLACEHOLDER.slice(12)}"></script><p>`,
    `<div nonce="${PLACEHOLDER.slice(0, 15)}`,
    "<p>Registered Nurse, nights, Northwind Health — naïve café résumé</p>",
    PLACEHOLDER,
    PLACEHOLDER + PLACEHOLDER,
  ];
  let out = "";
  while (out.length < size) out += pieces[Math.floor(random() * pieces.length)];
  return out;
}

describe("NonceTemplate", () => {
  it("writes each nonce over every placeholder, in the HTML and in a gzip that decodes to it with a right CRC", () => {
    for (const [seed, size] of [
      [1, 2_000],
      [2, 50_000],
      [3, 120_000], // more than the 32 KB window
    ] as const) {
      const body = page(seed, size);
      const template = new NonceTemplate(Buffer.from(body), PLACEHOLDER);
      expect(template.bodySlots.length).toBe(body.split(PLACEHOLDER).length - 1);
      for (const nonce of NONCES) {
        const html = Buffer.concat(template.html(nonce));
        expect(html.equals(expected(body, nonce))).toBe(true);
        const zipped = Buffer.concat(template.gzipped(nonce));
        expect(zipped.readUInt32LE(zipped.length - 8)).toBe(crc32(html));
        expect(gunzipSync(zipped).equals(html)).toBe(true); // gunzip checks the CRC and length too
      }
    }
  });

  it("starts or ends with a placeholder, has none, or has 0xFF bytes (then without dictionaries)", () => {
    const cases = [
      Buffer.from(`${PLACEHOLDER}<html></html>${PLACEHOLDER}`),
      Buffer.from("<html>nothing to replace</html>"),
      Buffer.from(`<p nonce="${PLACEHOLDER}">${"a".repeat(10_000)}${PLACEHOLDER}${"b".repeat(3_000)}<p>${PLACEHOLDER}</p>${"c".repeat(5_000)}`),
      Buffer.concat([Buffer.from(`<p nonce="${PLACEHOLDER}">`), Buffer.from([0xff, 0xfe, 0xff]), Buffer.from(`${PLACEHOLDER}</p>`.repeat(50))]),
      Buffer.alloc(0),
    ];
    for (const body of cases) {
      const template = new NonceTemplate(body, PLACEHOLDER);
      for (const nonce of NONCES) {
        const html = Buffer.concat(template.html(nonce));
        expect(html.equals(Buffer.from(body.toString("latin1").split(PLACEHOLDER).join(nonce), "latin1"))).toBe(true);
        expect(gunzipSync(Buffer.concat(template.gzipped(nonce))).equals(html)).toBe(true);
      }
    }
  });

  it("keeps its templates untouched", () => {
    const body = page(4, 80_000);
    const template = new NonceTemplate(Buffer.from(body), PLACEHOLDER);
    template.gzipped(NONCES[0]!);
    template.html(NONCES[0]!);
    expect(template.body.toString()).toBe(body);
    expect(gunzipSync(template.gzip).toString()).toBe(body);
  });

  it("refuses a nonce of another length", () => {
    const template = new NonceTemplate(Buffer.from(`<script nonce="${PLACEHOLDER}"></script>`), PLACEHOLDER);
    expect(() => template.html("short")).toThrow(/as long/);
  });
});
