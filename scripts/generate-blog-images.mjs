#!/usr/bin/env node
// Draws the blog's cover images, one per seeded tag (src/seed/content/blog.ts SEED_TAGS), into
// public/images/blog/<tag>.png: 1200x630 (the Open Graph size), a gradient in the tag's colours, soft
// circles, a simple motif for the topic and the tag's name. Rendered from SVG with sharp as palette
// PNGs so each stays well under 60 kB. The PNGs are committed; run again only when a tag or its look
// changes: `node scripts/generate-blog-images.mjs`.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const OUT_DIR = path.resolve(import.meta.dirname, "../public/images/blog");
const W = 1200;
const H = 630;

// Motifs are drawn in a 360x360 box placed on the right; white strokes and fills at partial opacity.
const stroke = (width = 14) => `stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
const S = stroke();
const F = 'fill="#fff"';

const motifs = {
  resume: `<rect x="70" y="20" width="220" height="300" rx="18" ${S}/><rect x="100" y="55" width="60" height="60" rx="10" ${F} opacity="0.85"/>
    <path d="M180 70h80M180 100h60M100 150h160M100 185h160M100 220h120M100 255h150" ${stroke(12)}/>`,
  "remote-work": `<path d="M40 170 180 50l140 120" ${S}/><path d="M75 150v170h210V150" ${S}/>
    <rect x="115" y="185" width="130" height="85" rx="8" ${F} opacity="0.85"/><path d="M95 290h170" ${S}/>`,
  "skills-based-hiring": `<path d="M40 40h120v40a25 25 0 1 0 0 50v40H40z" ${F} opacity="0.9"/>
    <path d="M200 40h120v130H200v-40a25 25 0 1 1 0-50z" ${S}/><path d="M40 200h120v130H40z" ${S}/>
    <path d="M200 200h120v130H200v-40a25 25 0 1 0 0-50z" ${F} opacity="0.6"/>`,
  "career-change": `<path d="M30 320c90 0 90-120 170-120s70-140 140-160" ${S} stroke-dasharray="2 28"/>
    <circle cx="30" cy="320" r="22" ${F}/><circle cx="200" cy="200" r="22" ${F} opacity="0.85"/>
    <path d="M300 30l45 10-12 44" ${S}/><circle cx="340" cy="40" r="8" ${F}/>`,
  interviews: `<path d="M30 60h200a20 20 0 0 1 20 20v100a20 20 0 0 1-20 20H110l-50 45v-45H30a20 20 0 0 1-20-20V80a20 20 0 0 1 20-20z" ${F} opacity="0.9"/>
    <path d="M150 160h170a20 20 0 0 1 20 20v90a20 20 0 0 1-20 20h-20v40l-45-40H150a20 20 0 0 1-20-20v-90a20 20 0 0 1 20-20z" ${S}/>`,
  "salary-and-negotiation": `<path d="M30 330h300" ${S}/><rect x="50" y="230" width="50" height="90" rx="8" ${F} opacity="0.6"/>
    <rect x="130" y="170" width="50" height="150" rx="8" ${F} opacity="0.75"/><rect x="210" y="100" width="50" height="220" rx="8" ${F} opacity="0.9"/>
    <ellipse cx="300" cy="70" rx="45" ry="18" ${S}/><path d="M255 70v40c0 10 20 18 45 18s45-8 45-18V70" ${S}/>`,
  "job-search": `<rect x="20" y="40" width="200" height="60" rx="12" ${F} opacity="0.55"/><rect x="20" y="125" width="200" height="60" rx="12" ${F} opacity="0.75"/>
    <rect x="20" y="210" width="200" height="60" rx="12" ${F} opacity="0.55"/><circle cx="240" cy="170" r="70" ${S}/><path d="M290 220l55 55" ${stroke(22)}/>`,
  "for-employers": `<path d="M50 330V80h140v250M190 150h110v180" ${S}/>
    <path d="M85 120h25M145 120h25M85 170h25M145 170h25M85 220h25M145 220h25M225 190h40M225 240h40" ${stroke(12)}/>
    <path d="M30 330h310M250 30l70 0 0 70M320 30 230 120" ${S}/>`,
  "early-career": `<path d="M20 330h110v-80h110v-80h110" ${S}/><path d="M185 170c0-60 20-100 70-120" ${S}/>
    <path d="M190 120c-40 0-70-20-80-60 40 0 70 20 80 60z" ${F} opacity="0.85"/><path d="M215 90c20-40 60-55 100-50-10 40-50 60-100 50z" ${F} opacity="0.65"/>`,
  "workplace-skills": `<circle cx="130" cy="140" r="55" ${S}/><circle cx="130" cy="140" r="18" ${F}/>
    <path d="M130 50v25M130 205v25M40 140h25M195 140h25M66 76l18 18M176 186l18 18M66 204l18-18M176 94l18-18" ${S}/>
    <circle cx="260" cy="260" r="45" ${S}/><circle cx="260" cy="260" r="14" ${F} opacity="0.8"/>
    <path d="M260 190v22M260 308v22M190 260h22M308 260h22" ${S}/>`,
  networking: `<path d="M90 90 260 80M90 90l90 150M260 80l-80 160M180 240 300 300M90 90 40 260M40 260l140-20" ${stroke(10)} opacity="0.8"/>
    <circle cx="90" cy="90" r="34" ${F}/><circle cx="260" cy="80" r="26" ${F} opacity="0.85"/><circle cx="180" cy="240" r="40" ${F} opacity="0.9"/>
    <circle cx="300" cy="300" r="22" ${F} opacity="0.7"/><circle cx="40" cy="260" r="20" ${F} opacity="0.7"/>`,
};

// Each tag: its name and two gradient stops, Upstep's blue (#0001fc) family first.
const TAGS = [
  ["resume", "Resumes", "#0001fc", "#3b2fd6"],
  ["remote-work", "Remote work", "#006d77", "#0a9396"],
  ["skills-based-hiring", "Skills-based hiring", "#3a0ca3", "#4361ee"],
  ["career-change", "Career change", "#5a189a", "#9d4edd"],
  ["interviews", "Interviews", "#1d3fd8", "#0077b6"],
  ["salary-and-negotiation", "Salary and negotiation", "#1b6b3a", "#2d9d5c"],
  ["job-search", "Job search", "#023e8a", "#0096c7"],
  ["for-employers", "For employers", "#0b1d51", "#1f3c88"],
  ["early-career", "Early career", "#0f766e", "#15803d"],
  ["workplace-skills", "Workplace skills", "#4c1d95", "#7c3aed"],
  ["networking", "Networking", "#075985", "#0891b2"],
];

const escape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function svg(slug, name, from, to) {
  // Long names break before their last word; the size keeps the text clear of the motif.
  const lines = name.length > 14 ? [name.slice(0, name.lastIndexOf(" ")), name.slice(name.lastIndexOf(" ") + 1)] : [name];
  const size = Math.max(...lines.map((l) => l.length)) > 12 ? 64 : 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="1080" cy="-40" r="260" fill="#fff" opacity="0.07"/><circle cx="120" cy="640" r="220" fill="#fff" opacity="0.06"/>
  <circle cx="820" cy="560" r="90" fill="#fff" opacity="0.05"/>
  <g transform="translate(760 135)">${motifs[slug]}</g>
  <text x="80" y="150" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="#fff" opacity="0.85" letter-spacing="4">UPSTEP CAREER ADVICE</text>
  <rect x="80" y="180" width="90" height="8" rx="4" fill="#fff" opacity="0.85"/>
  ${lines
    .map((line, i) => `<text x="80" y="${300 + i * 80}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#fff">${escape(line)}</text>`)
    .join("")}
</svg>`;
}

await mkdir(OUT_DIR, { recursive: true });
for (const [slug, name, from, to] of TAGS) {
  const file = path.join(OUT_DIR, `${slug}.png`);
  const info = await sharp(Buffer.from(svg(slug, name, from, to)))
    .png({ palette: true, colors: 48, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(1)} kB`);
}
