/*
 * The ceiling for the HTTP benchmark: a bare Node `http` server that answers every GET with the
 * exact bytes of one page (fetched once from the app, or read from a file), with the same
 * content type. What the machine can serve with no framework and no database; bench/http-bench.ts
 * starts it as a child process next to the app.
 *
 *   npx tsx bench/ceiling-server.ts --from http://127.0.0.1:3200/jobs/all/all/all/all/all/<id> [--port 3299]
 *   npx tsx bench/ceiling-server.ts --file page.html [--port 3299]
 *
 * Prints "ceiling: listening on http://HOST:PORT/ (N bytes)" when ready; stops on SIGTERM / SIGINT.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    from: { type: "string" },
    file: { type: "string" },
    port: { type: "string", default: "3299" },
    host: { type: "string", default: "127.0.0.1" },
  },
});

async function loadPage(): Promise<{ body: Buffer; contentType: string; source: string }> {
  if (values.file) return { body: readFileSync(values.file), contentType: "text/html; charset=utf-8", source: values.file };
  if (!values.from) throw new Error("Pass --from URL (a page of the app) or --file FILE");
  const res = await fetch(values.from, { redirect: "manual" });
  if (res.status !== 200) throw new Error(`${values.from} answered ${res.status}, not 200`);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "text/html; charset=utf-8", source: values.from };
}

async function main() {
  const page = await loadPage();
  const headers = { "content-type": page.contentType, "content-length": String(page.body.length) };
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405).end();
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : page.body);
  });
  // Keep-alive connections of a load generator should stay open for the whole run.
  server.keepAliveTimeout = 60_000;
  server.listen(Number(values.port), values.host, () => {
    console.log(`ceiling: listening on http://${values.host}:${values.port}/ (${page.body.length} bytes from ${page.source})`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
