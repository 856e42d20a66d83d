import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

describe("safeReturnTo", () => {
  it.each([
    ["/", "/"],
    ["/dashboard", "/dashboard"],
    ["/jobs/all/all/all/all/all/3f2c", "/jobs/all/all/all/all/all/3f2c"],
    ["/jobs?q=nurse&page=2", "/jobs?q=nurse&page=2"],
    ["/account/security#two-factor", "/account/security#two-factor"],
    ["/jobs?q=nurse#results", "/jobs?q=nurse#results"],
    ["  /dashboard  ", "/dashboard"],
    // Normalised, then returned: what the browser would go to anyway, on this site.
    ["/jobs/./search", "/jobs/search"],
    ["/jobs/../companies", "/companies"],
    ["/a/b/../../dashboard", "/dashboard"],
    ["/..", "/"],
    ["/jobs?q=a b", "/jobs?q=a%20b"],
    ["/jobs?q=//evil.example", "/jobs?q=//evil.example"],
    ["/jobs#//evil.example", "/jobs#//evil.example"],
  ])("keeps the same-site path %j", (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    ["protocol-relative URL", "//evil.com"],
    ["protocol-relative URL with a path", "//evil.com/dashboard"],
    ["absolute https URL", "https://evil.com"],
    ["absolute http URL", "http://evil.com/dashboard"],
    ["backslash trick", "/\\evil.com"],
    ["backslash later in the path", "/foo\\..\\\\evil.com"],
    ["encoded protocol-relative URL", "%2F%2Fevil.com"],
    ["encoded backslash trick", "%2F%5Cevil.com"],
    ["javascript: URL", "javascript:alert(1)"],
    ["encoded javascript: URL", "javascript%3Aalert(1)"],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["relative path without a slash", "dashboard"],
    ["newline (header injection)", "/foo\nLocation: https://evil.com"],
    ["encoded CR LF", "/foo%0d%0aSet-Cookie:x=1"],
    ["tab before a second slash", "/\t/evil.com"],
    ["NUL byte", "/foo\u0000bar"],
    ["malformed percent-encoding", "/foo%E0%A4%A"],
    ["empty string", ""],
    ["only spaces", "   "],
    // Checked after normalising (issue 12): dot segments and stripped characters that make "//host".
    ["dot segment before a second slash", "/.//evil.example"],
    ["encoded dot segment", "/%2e//evil.example"],
    ["upper-case encoded dot segment", "/%2E//evil.example"],
    ["double-dot segment", "/..//evil.example"],
    ["encoded double-dot segment", "/%2e%2e//evil.example"],
    ["dot segments after a path", "/jobs/..//evil.example"],
    ["dot segment with a path", "/./\\evil.example/x"],
    ["tab inside the slashes", "/\t/evil.example"],
    ["newline inside the slashes", "/\n/evil.example"],
    ["carriage return inside the slashes", "/\r/evil.example"],
    ["tab inside a dot segment", "/.\t//evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["backslash after a dot segment", "/.\\evil.example"],
    ["encoded backslash after a slash", "/%5Cevil.example"],
    ["encoded backslash later", "/jobs/%5C%5Cevil.example"],
    ["DEL character", "/foo\u007fbar"],
    ["encoded NUL", "/foo%00bar"],
    ["triple slash", "///evil.example"],
    ["scheme-relative after trim", " //evil.example"],
    ["http: without slashes", "http:evil.example"],
    ["javascript: with leading slash-less whitespace", " javascript:alert(1)"],
    ["upper-case JAVASCRIPT:", "JAVASCRIPT:alert(1)"],
    ["encoded CR LF header split", "/%0d%0aLocation:%20https://evil.example"],
  ])("falls back for a %s", (_name, raw) => {
    expect(safeReturnTo(raw)).toBe("/");
  });

  it("falls back for null and undefined", () => {
    expect(safeReturnTo(null)).toBe("/");
    expect(safeReturnTo(undefined)).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(safeReturnTo("//evil.com", "/hiring")).toBe("/hiring");
    expect(safeReturnTo(null, "/dashboard")).toBe("/dashboard");
    expect(safeReturnTo("/jobs", "/dashboard")).toBe("/jobs");
  });
});

describe("safeReturnTo keeps encoded query values", () => {
  it.each([
    ["/jobs?q=c%2B%2B", "/jobs?q=c%2B%2B"],
    ["/jobs?q=a%26b&x=1", "/jobs?q=a%26b&x=1"],
    ["/jobs?q=100%25", "/jobs?q=100%25"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
  ])("%s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe("safeReturnTo never leaves the site, whatever the browser does with its answer", () => {
  const prefixes = ["/", "/.", "/%2e", "/%2E", "/..", "/%2e%2e", "/.%2e", "/a/..", "/./.", "/jobs/../.", " /."];
  const separators = ["/", "\\", "%2F", "%5C", "%2f", "%5c", "\t/", "/\t", "%09/", "\n/", "/\r"];
  const hosts = ["/evil.example", "evil.example", "\\evil.example", "/evil.example/path?x=1#y"];
  const payloads = prefixes.flatMap((p) => separators.flatMap((s) => hosts.map((h) => `${p}${s}${h}`)));

  it.each(payloads)("%j resolves on this site, and is stable when used again", (raw) => {
    const out = safeReturnTo(raw);
    // Resolved the way a browser resolves a Location header or location.assign().
    const resolved = new URL(out, "https://upstep.example/some/page");
    expect(resolved.origin).toBe("https://upstep.example");
    expect(out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\")).toBe(true);
    expect(safeReturnTo(out)).toBe(out);
  });
});
