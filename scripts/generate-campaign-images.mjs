#!/usr/bin/env node
// Draws the hero images of the seeded campaign pages (src/seed/content/campaigns.ts) into
// public/images/campaigns/<name>.png: 1200x900 (the hero's 4:3 frame), a soft gradient and a simple
// illustration of the page's subject, from SVG with sharp as palette PNGs (each well under 60 kB).
// The PNGs are committed; run again only when a look changes: `node scripts/generate-campaign-images.mjs`.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const OUT_DIR = path.resolve(import.meta.dirname, "../public/images/campaigns");
const W = 1200;
const H = 900;
const BRAND = "#1d4ed8";
const SOFT = "#dbe7ff";

const card = (x, y, w, h, extra = "") => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#fff" ${extra}/>`;
const line = (x, y, w, color = "#cbd5e1", h = 18) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`;
const tick = (x, y) =>
  `<rect x="${x}" y="${y}" width="56" height="56" rx="12" fill="${BRAND}"/><path d="M${x + 14} ${y + 29}l10 10 19-21" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const box = (x, y) => `<rect x="${x + 3}" y="${y + 3}" width="50" height="50" rx="11" fill="none" stroke="${BRAND}" stroke-width="6"/>`;

const scenes = {
  "interview-prep": `
    ${card(230, 120, 560, 680, 'filter="url(#shadow)"')}
    ${line(290, 190, 300, BRAND, 30)}
    ${[0, 1, 2].map((i) => tick(290, 290 + i * 110) + line(375, 307 + i * 110, 330)).join("")}
    ${[3, 4].map((i) => box(290, 290 + i * 110) + line(375, 307 + i * 110, 280)).join("")}
    <path d="M820 250h230a40 40 0 0 1 40 40v130a40 40 0 0 1-40 40H920l-60 55v-55h-40a40 40 0 0 1-40-40V290a40 40 0 0 1 40-40z" fill="${BRAND}" opacity="0.92"/>
    ${line(850, 310, 190, "#fff", 20)}${line(850, 350, 140, "#bcd2ff", 20)}${line(850, 390, 170, "#bcd2ff", 20)}`,
  resume: `
    ${card(150, 110, 480, 680, 'filter="url(#shadow)"')}
    <circle cx="250" cy="220" r="56" fill="${SOFT}"/><circle cx="250" cy="205" r="22" fill="${BRAND}"/><path d="M212 255a40 30 0 0 1 76 0z" fill="${BRAND}"/>
    ${line(330, 190, 240, "#0f172a", 24)}${line(330, 232, 170)}
    ${[0, 1, 2, 3, 4, 5].map((i) => line(210, 330 + i * 52, i % 3 === 2 ? 260 : 360)).join("")}
    ${line(210, 650, 110, "#bcd2ff", 34)}${line(335, 650, 140, "#bcd2ff", 34)}${line(210, 700, 150, "#bcd2ff", 34)}
    <path d="M660 450h150" stroke="${BRAND}" stroke-width="18" stroke-linecap="round"/><path d="M790 410l50 40-50 40" stroke="${BRAND}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    ${card(870, 280, 220, 340, 'filter="url(#shadow)"')}
    <circle cx="980" cy="370" r="46" fill="${BRAND}"/>${line(910, 445, 140, "#0f172a", 20)}${line(925, 485, 110)}
    <rect x="915" y="530" width="130" height="50" rx="25" fill="${BRAND}"/>`,
  "getting-hired": `
    ${[0, 1, 2, 3].map((i) => `<rect x="${170 + i * 170}" y="${690 - i * 120}" width="190" height="${120 + i * 120}" rx="18" fill="${i % 2 ? BRAND : "#3b6cf6"}" opacity="${0.55 + i * 0.15}"/>`).join("")}
    <rect x="830" y="170" width="210" height="150" rx="26" fill="#0f172a"/><rect x="890" y="130" width="90" height="55" rx="16" fill="none" stroke="#0f172a" stroke-width="18"/><rect x="830" y="230" width="210" height="18" fill="${BRAND}"/>
    ${card(120, 120, 520, 96, 'filter="url(#shadow)"')}<circle cx="185" cy="168" r="22" fill="none" stroke="${BRAND}" stroke-width="9"/><path d="M201 184l20 20" stroke="${BRAND}" stroke-width="9" stroke-linecap="round"/>${line(250, 158, 300)}
    <path d="M1040 420a60 60 0 0 0-120 0v50l-22 34h164l-22-34z" fill="${BRAND}"/><circle cx="980" cy="520" r="18" fill="${BRAND}"/>`,
};

await mkdir(OUT_DIR, { recursive: true });
for (const [name, scene] of Object.entries(scenes)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef4ff"/><stop offset="1" stop-color="#bcd2ff"/></linearGradient>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="18" flood-color="#1a3fb0" flood-opacity="0.18"/></filter></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    <circle cx="1080" cy="780" r="220" fill="#fff" opacity="0.35"/><circle cx="90" cy="60" r="160" fill="#fff" opacity="0.35"/>
    ${scene}</svg>`;
  const file = path.join(OUT_DIR, `${name}.png`);
  const info = await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(`${file} ${Math.round(info.size / 1024)} kB`);
}
