// Why Lighthouse's simulated FCP or LCP is what it is: runs Lighthouse once on a URL (mobile preset,
// simulated throttling, as bench/lighthouse.mjs) and prints the nodes of Lantern's simulated
// first-contentful-paint and largest-contentful-paint graphs, each with its simulated start and end
// (ms): the requests and main-thread tasks the metric waited for. This is how decision 059 found
// that the framework's chunks were in the LCP graph: downloaded before the observed paint, their
// short evaluation tasks pruned from the graph, so Lantern could not tell they were not needed.
//
//   npx node bench/lighthouse-lantern.mjs http://127.0.0.1:3300/
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

process.env.LANTERN_DEBUG = "1"; // Lighthouse keeps every simulation's node timings
const url = process.argv[2];
if (!url) throw new Error("usage: npx node bench/lighthouse-lantern.mjs URL");
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const audits = lhr.audits;
  const observed = audits.metrics.details.items[0];
  console.log(
    `simulated: FCP ${Math.round(audits["first-contentful-paint"].numericValue)} ms, LCP ${Math.round(audits["largest-contentful-paint"].numericValue)} ms, TBT ${Math.round(audits["total-blocking-time"].numericValue)} ms; observed (unthrottled): FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`,
  );
  const shown = ["EvaluateScript", "ParseHTML", "Layout", "FunctionCall", "UpdateLayoutTree", "Paint"];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
    const rows = [...timings.entries()]
      .map(([node, t]) => ({
        what:
          node.type === "network"
            ? `${node.request.resourceType} ${node.request.url}`
            : `task (${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed): ${node.childEvents
                .filter((e) => shown.includes(e.name))
                .map((e) => e.name + (e.args?.data?.url ? ` ${e.args.data.url.split("/").pop()}` : ""))
                .slice(0, 4)
                .join(", ")}`,
        start: Math.round(t.startTime),
        end: Math.round(t.endTime),
      }))
      .sort((a, b) => a.end - b.end);
    console.log(`\n${label}: ${Math.max(...rows.map((r) => r.end))} ms`);
    for (const r of rows) console.log(`${String(r.start).padStart(6)} ${String(r.end).padStart(6)}  ${r.what}`);
  }
} finally {
  await chrome.kill();
}
