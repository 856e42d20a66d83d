/*
 * The server under the hub benchmark: the app's own GET /api/hub route handler (apiRoute, key check,
 * replay, the hub and its bus) behind a bare Node http server, on the benchmark's PostgreSQL
 * database. Not the whole Next server: Next adds its routing to each connection's first request,
 * not to the messages of an open stream, which are what this measures. GET /bench/memory answers
 * the process's memory after a full GC (run with --expose-gc).
 *   DATABASE_URL=... AUTH_SECRET=... PORT=... npx tsx --conditions=react-server bench/hub/hub-server.ts
 */
import http from "node:http";
import { GET as hubRoute } from "@/app/api/hub/route";
import { getHub } from "@/features/realtime/server/get-hub";

const port = Number(process.env.PORT ?? 3411);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/bench/memory") {
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, connections: getHub().connectionCount, bus: getHub().busMode }));
    return;
  }
  if (url.pathname !== "/api/hub" || req.method !== "GET") {
    res.statusCode = 404;
    res.end();
    return;
  }
  const abort = new AbortController();
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  void hubRoute(new Request(url, { headers, signal: abort.signal }), { params: Promise.resolve({}) }).then(async (response) => {
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.flushHeaders();
    if (!response.body) return void res.end();
    const reader = response.body.getReader();
    res.on("close", () => {
      abort.abort();
      void reader.cancel().catch(() => {});
    });
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return void res.end();
      res.write(value);
    }
  });
});
server.keepAliveTimeout = 120_000;
// Ends with the benchmark that started it (its stdin is the benchmark's pipe), never left running.
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
server.listen(port, "127.0.0.1", () => {
  // Start the bus before the first connection, so the first publish does not wait for it.
  getHub();
  process.stdout.write(`${JSON.stringify({ listening: port, pid: process.pid })}\n`);
});
