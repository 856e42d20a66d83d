import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ContentClientError, createContentClient } from "./content-client";

type Seen = { url: string; headers: http.IncomingHttpHeaders; method?: string };
const seen: Seen[] = [];
let server: http.Server;
let baseUrl = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers, method: req.method });
    const path = new URL(req.url!, "http://x").pathname;
    if (path.endsWith("/slow")) {
      setTimeout(() => res.end("{}"), 500);
      return;
    }
    if (path.endsWith("/missing")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found.", correlationId: "c1" } }));
      return;
    }
    if (path.endsWith("/created")) {
      res.writeHead(201, { "content-type": "application/json" }).end("{}");
      return;
    }
    if (path.endsWith("/broken")) {
      res.writeHead(500).end("upstream exploded");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: { path } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("content client", () => {
  it("sends GETs with the credential as a query parameter and the client-version header", async () => {
    const client = createContentClient({ baseUrl: `${baseUrl}/`, token: "tok en" });
    expect(await client.page("static", "about")).toEqual({ data: { path: "/api/content/v2/pages/static/about" } });
    const last = seen.at(-1)!;
    expect(last.method).toBe("GET");
    expect(new URL(last.url, "http://x").searchParams.get("auth_token")).toBe("tok en");
    expect(last.headers["x-content-client-version"]).toBe("upstep-content-client/1.0");
    await client.content(["navbar", "footer"]);
    expect(seen.at(-1)!.url).toBe("/api/content/v2/content?keys=navbar%2Cfooter&auth_token=tok+en");
    await client.search("remote jobs", "posts");
    expect(seen.at(-1)!.url).toMatch(/^\/api\/content\/v2\/posts\/search\?query=remote\+jobs/);
    await client.list("tags", { page: 2, search: "" });
    expect(seen.at(-1)!.url).toBe("/api/content/v2/tags?page=2&auth_token=tok+en");
    await client.retrieve("authors", "maya ortiz");
    expect(seen.at(-1)!.url).toMatch(/^\/api\/content\/v2\/authors\/maya%20ortiz\?/);
  });

  it("treats any status other than 200 as an error carrying status, body and URL (credential hidden)", async () => {
    const client = createContentClient({ baseUrl, token: "secret" });
    const missing = await client.retrieve("posts", "missing").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ContentClientError);
    expect(missing).toMatchObject({ status: 404, message: "Not found.", data: { error: { code: "NOT_FOUND" } } });
    expect((missing as ContentClientError).url).toContain("auth_token=***");
    expect((missing as ContentClientError).url).not.toContain("secret");
    await expect(client.retrieve("posts", "created")).rejects.toMatchObject({ status: 201 });
    await expect(client.retrieve("posts", "broken")).rejects.toMatchObject({ status: 500, data: "upstream exploded" });
  });

  it("gives up after the timeout (3000 ms by default)", async () => {
    const client = createContentClient({ baseUrl, timeoutMs: 100 });
    await expect(client.retrieve("posts", "slow")).rejects.toMatchObject({ status: null, message: "Content request timed out after 100 ms" });
    let signal: AbortSignal | undefined;
    const spy = createContentClient({
      baseUrl,
      fetch: async (_url, init) => {
        signal = init?.signal ?? undefined;
        return new Response("{}", { status: 200 });
      },
    });
    await spy.list("pages");
    expect(signal).toBeDefined();
  });

  it("reports an unreachable server as an error", async () => {
    const client = createContentClient({ baseUrl: "http://127.0.0.1:1" });
    await expect(client.list("pages")).rejects.toBeInstanceOf(ContentClientError);
  });
});
