/*
 * The server under the crash benchmark: the app's own application routes (PUT and GET
 * /api/candidates/applications/by-job/{jobId}, POST /api/candidates/applications/{id}/submit) with
 * their apiRoute wrapper (session, CSRF, validation, errors) behind a bare Node http server, on the
 * benchmark's PostgreSQL database. Not the whole Next server: what is measured is whether a 2xx
 * answer means the application is stored, which is the route's and the database's doing.
 *   DATABASE_URL=... AUTH_SECRET=... BASE_URL=... UPLOAD_DIR=... PORT=... npx tsx --conditions=react-server bench/apply-crash/apply-server.ts
 */
import http from "node:http";
import { GET as byJobGet, PUT as byJobPut } from "@/app/api/candidates/applications/by-job/[jobId]/route";
import { POST as submitPost } from "@/app/api/candidates/applications/[id]/submit/route";

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const port = Number(process.env.PORT ?? 3412);
const ROUTES: { method: string; pattern: RegExp; name: string; handler: Handler }[] = [
  { method: "GET", pattern: /^\/api\/candidates\/applications\/by-job\/([0-9a-f-]{36})$/, name: "jobId", handler: byJobGet as Handler },
  { method: "PUT", pattern: /^\/api\/candidates\/applications\/by-job\/([0-9a-f-]{36})$/, name: "jobId", handler: byJobPut as Handler },
  { method: "POST", pattern: /^\/api\/candidates\/applications\/([0-9a-f-]{36})\/submit$/, name: "id", handler: submitPost as Handler },
];

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  const route = ROUTES.find((r) => r.method === req.method && r.pattern.test(url.pathname));
  if (!route) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const params = { [route.name]: route.pattern.exec(url.pathname)![1]! };
    void route
      .handler(new Request(url, { method: req.method, headers, body }), { params: Promise.resolve(params) })
      .then(async (response) => {
        const bytes = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(bytes);
      })
      .catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
  });
});
server.keepAliveTimeout = 60_000;
// Ends with the benchmark that started it (its stdin is the benchmark's pipe), never left running.
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
server.listen(port, "127.0.0.1", () => process.stdout.write(`${JSON.stringify({ listening: port, pid: process.pid })}\n`));
