import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PAINT_FIRST_LOADER, PaintFirstRewriter, paintFirstHtml } from "./paint-first";

const N = "PlaceholderNonce0123456_";
// The head and body of a page as Next 16 writes them: chunk scripts (async then nonce), the legacy
// polyfill (noModule: left alone), inline payload scripts, and React's bootstrap script (nonce then async).
const page =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/main-app.js"/>` +
  `<script src="/_next/static/chunks/runtime.js" async="" nonce="${N}"></script><script src="/_next/static/chunks/react-dom.js" async="" nonce="${N}"></script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script><title>Jobs é</title></head>` +
  `<body><h1>Find a job – ünïcode</h1><p>1 &lt; 2 &amp; "src" in text: &lt;script src=&quot;/_next/static/x.js&quot;&gt;</p>` +
  `<script nonce="${N}">self.__next_f.push([1,"a\\u003cb"])</script><script src="/_next/static/chunks/main-app.js" nonce="${N}" async=""></script></body></html>`;

const calls = (html: string) => [...html.matchAll(/self\.__upstepBoot\("([^"]+)"\)/g)].map((m) => m[1]);

describe("paint-first rewrite of Next's chunk scripts", () => {
  const out = paintFirstHtml(Buffer.from(page)).toString();

  it("turns every async chunk script into a loader call, in document order, and drops Next's preloads of chunks", () => {
    expect(out).not.toMatch(/<script src="[^"]*" async=""/);
    expect(out).not.toMatch(/<script src="[^"]*" nonce="[^"]*" async=""/);
    expect(calls(out)).toEqual(["/_next/static/chunks/runtime.js", "/_next/static/chunks/react-dom.js", "/_next/static/chunks/main-app.js"]);
    expect(out).not.toContain('rel="preload" as="script"');
    expect(out).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${N}" data-precedence="next"/>`);
  });

  it("writes the loader once, before the first call, with the page's (placeholder) nonce on every script it writes", () => {
    expect(out.split(PAINT_FIRST_LOADER)).toHaveLength(2);
    expect(out.indexOf(PAINT_FIRST_LOADER)).toBeLessThan(out.indexOf("self.__upstepBoot("));
    const inline = [...out.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${N}"`);
  });

  it("leaves everything else as it was: the polyfill, inline scripts, text that only looks like a tag", () => {
    expect(out).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${N}"></script>`);
    expect(out).toContain(`<script nonce="${N}">self.__next_f.push([1,"a\\u003cb"])</script>`);
    expect(out).toContain("<h1>Find a job – ünïcode</h1><p>1 &lt; 2 &amp; \"src\" in text: &lt;script src=&quot;/_next/static/x.js&quot;&gt;</p>");
    const strip = (html: string) => html.replace(/<script nonce="[^"]+">(\(function\(\)\{var q=|self\.__upstepBoot\().*?<\/script>/g, "");
    expect(strip(out)).toBe(page.replace(/<script src="[^"]+" (async="" nonce="[^"]+"|nonce="[^"]+" async="")><\/script>|<link rel="preload" as="script"[^>]*>/g, ""));
  });

  it("gives the same bytes whatever the chunks the body is written in (split at every byte)", () => {
    const bytes = Buffer.from(page);
    const whole = paintFirstHtml(bytes);
    for (let at = 1; at < bytes.length; at++) {
      const rewriter = new PaintFirstRewriter();
      const streamed = Buffer.concat([rewriter.push(bytes.subarray(0, at)), rewriter.push(bytes.subarray(at)), rewriter.end()]);
      expect(streamed.equals(whole), `split at ${at}`).toBe(true);
    }
    // and one byte at a time
    const rewriter = new PaintFirstRewriter();
    const parts = [...bytes].map((b) => rewriter.push(Buffer.from([b])));
    expect(Buffer.concat([...parts, rewriter.end()]).equals(whole)).toBe(true);
  });

  it("holds back no more than a possible tag: a long body streams through", () => {
    const rewriter = new PaintFirstRewriter();
    const text = "<p>" + "x".repeat(10_000);
    expect(rewriter.push(Buffer.from(text)).toString()).toBe(text);
    expect(rewriter.push(Buffer.from("<scr")).toString()).toBe("");
    expect(rewriter.push(Buffer.from("ipt>")).toString()).toBe("<script>");
    expect(rewriter.end().toString()).toBe("");
  });
});

describe("the loader", () => {
  type Added = { src: string; async: boolean; nonce?: string };
  function browser({ paintTiming = true } = {}) {
    const added: Added[] = [];
    const timers: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void) | null = null;
    let disconnected = false;
    const self: Record<string, unknown> = {};
    const context = {
      self,
      document: {
        currentScript: { nonce: "live-nonce" },
        createElement: () => ({}) as Added,
        head: { appendChild: (e: Added) => added.push({ ...e }) },
      },
      PerformanceObserver: Object.assign(
        function (cb: typeof observer) {
          observer = cb;
          return { observe: () => {} };
        },
        { supportedEntryTypes: paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"] },
      ),
      setTimeout: (fn: () => void) => timers.push(fn),
    };
    runInNewContext(PAINT_FIRST_LOADER, context);
    const boot = (src: string) => (self.__upstepBoot as (s: string) => void)(src);
    const paint = (name: string) => observer!({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (disconnected = true) });
    return { added, boot, paint, timers, isDisconnected: () => disconnected };
  }

  it("queues scripts until the first contentful paint, then adds them in order, async, with the live nonce", () => {
    const b = browser();
    b.boot("/a.js");
    b.boot("/b.js");
    expect(b.added).toEqual([]);
    b.paint("first-paint"); // a paint without content is not enough
    expect(b.added).toEqual([]);
    b.paint("first-contentful-paint");
    expect(b.added).toEqual([
      { src: "/a.js", async: true, nonce: "live-nonce" },
      { src: "/b.js", async: true, nonce: "live-nonce" },
    ]);
    expect(b.isDisconnected()).toBe(true);
    b.boot("/c.js"); // a script written after the paint is added at once
    expect(b.added.map((a) => a.src)).toEqual(["/a.js", "/b.js", "/c.js"]);
    b.timers.forEach((t) => t()); // the fallback later adds nothing twice
    expect(b.added).toHaveLength(3);
  });

  it("starts at once where the browser has no paint timing, and after 3 s where no paint comes", () => {
    const old = browser({ paintTiming: false });
    old.boot("/a.js");
    expect(old.added.map((a) => a.src)).toEqual(["/a.js"]);

    const hidden = browser();
    hidden.boot("/a.js");
    expect(hidden.added).toEqual([]);
    hidden.timers.forEach((t) => t());
    expect(hidden.added.map((a) => a.src)).toEqual(["/a.js"]);
  });
});
