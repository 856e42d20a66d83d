// Lighthouse 13 (mobile preset, Debian Chromium) against a running Upstep: performance, LCP, TBT,
// CLS and the accessibility / best-practices / SEO scores of the public landing pages (issue 11).
//
//   npm start                                   # in one terminal (or any served build)
//   npx node bench/lighthouse.mjs [--base http://127.0.0.1:3000] [--runs 3] [--path /extra] [--throttling devtools]
//
// Each page is measured --runs times (default 3, the median is reported: Lighthouse varies run to
// run on a shared 2-core machine) with the default mobile throttling (simulated slow 4G, 4x CPU).
// Results: bench/.results/lighthouse-<date>.json; the table goes in bench/README.md.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = option("base", "http://127.0.0.1:3000").replace(/\/$/, "");
const runs = Math.max(1, Math.min(9, Number(option("runs", "3"))));
// "simulate" (Lighthouse's default, what the targets are about) or "devtools" (throttling applied to
// the real load: slower to run, but no simulation on top of the observed trace).
const throttlingMethod = option("throttling", "simulate");
const extra = args.flatMap((a, i) => (a === "--path" ? [args[i + 1]] : []));

/** A live job's page: the newest job of /jobs (its first result link). */
async function aJobPath() {
  const html = await (await fetch(`${base}/jobs`)).text();
  const match = html.match(/href="(\/jobs\/all\/all\/all\/all\/all\/[^"?#]+)"/);
  if (!match) throw new Error(`no job link on ${base}/jobs: is the database seeded?`);
  return match[1];
}

const paths = ["/", "/jobs", await aJobPath(), "/companies", "/login", ...extra];
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
try {
  for (const p of paths) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${base}${p}`, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod, onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
      if (lhr.runtimeError) throw new Error(`${p}: ${lhr.runtimeError.message}`);
      samples.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        lcpElement: lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((i) => i.type === "node")?.nodeLabel?.slice(0, 60) ?? null,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
    }
    const row = { path: p, runs };
    for (const key of ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "fcpMs"]) row[key] = median(samples.map((s) => s[key]));
    row.failingAudits = [...new Set(samples.flatMap((s) => s.failing))];
    row.lcpElements = [...new Set(samples.map((s) => s.lcpElement).filter(Boolean))];
    row.samples = samples.map(({ failing: _f, ...rest }) => rest);
    results.push(row);
    console.log(
      `${p.padEnd(48)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  FCP ${row.fcpMs} ms${row.failingAudits.length ? `  failing: ${row.failingAudits.join(", ")}` : ""}  LCP element: ${row.lcpElements.join(" | ")}  (LCP per run: ${samples.map((x) => x.lcpMs).join(", ")}; TBT: ${samples.map((x) => x.tbtMs).join(", ")})`,
    );
  }
} finally {
  await chrome.kill();
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), ".results");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify({ base, lighthouse: "13", throttlingMethod, results }, null, 2));
console.log(`written ${path.relative(process.cwd(), file)}`);
