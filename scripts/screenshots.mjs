// Takes the README screenshots with Debian's Chromium against a running Upstep (BASE, default
// http://127.0.0.1:3201): `node scripts/screenshots.mjs`. Writes docs/screenshots/*.png.
import { chromium } from "@playwright/test";

const BASE = process.env.BASE || "http://127.0.0.1:3201";
const OUT = new URL("../docs/screenshots/", import.meta.url).pathname;
const args = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const shots = [
  { name: "home", path: "/" },
  { name: "jobs-search", path: "/jobs?q=nurse&location=Columbus%2C+OH" },
  { name: "job-detail", path: null },
  { name: "login", path: "/login" },
  { name: "companies", path: "/companies" },
];

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args });
for (const [width, height, suffix] of [[1280, 860, "desktop"], [390, 844, "mobile"]]) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const shot of shots) {
    let path = shot.path;
    if (!path) {
      await page.goto(`${BASE}/jobs?q=nurse`);
      path = await page.locator('a[href^="/jobs/all/all/all/all/all/"]').first().getAttribute("href");
    }
    await page.goto(`${BASE}${path}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `${OUT}${shot.name}-${suffix}.png` });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${OUT}`);
