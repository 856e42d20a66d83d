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
