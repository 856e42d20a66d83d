import { describe, expect, it } from "vitest";
import { sanitizeBannerHtml, sanitizePageHtml } from "./sanitize";

describe("content HTML sanitiser", () => {
  it("removes scripts, handlers, styles and unsafe links from banner HTML, keeping the text", () => {
    expect(sanitizeBannerHtml('<script>alert(1)</script>Hi <b onclick="x()">there</b> <a href="javascript:alert(1)">click</a> <i>now</i>')).toBe("Hi <b>there</b> click <i>now</i>");
    expect(sanitizeBannerHtml('<p style="color:red">New <a href="/jobs">jobs</a></p>')).toBe('New <a href="/jobs">jobs</a>');
    expect(sanitizeBannerHtml('<a href="https://example.com/x">out</a>')).toBe('<a href="https://example.com/x" rel="noopener noreferrer">out</a>');
    expect(sanitizeBannerHtml('<a href="//evil.example">x</a>')).toBe("x");
  });

  it("keeps page structure, turns h1 into h2 and drops iframes and images", () => {
    expect(sanitizePageHtml('<h1>T</h1><p>a<img src=x onerror=alert(1)></p><iframe src="https://x"></iframe><table><tr><th scope="col">h</th></tr></table>')).toBe(
      '<h2>T</h2><p>a</p><table><tr><th scope="col">h</th></tr></table>',
    );
    expect(sanitizePageHtml('<p><a href="mailto:a@b.example">mail</a> <a href="tel:+1800">call</a></p>')).toBe('<p><a href="mailto:a@b.example">mail</a> <a href="tel:+1800">call</a></p>');
  });
});
