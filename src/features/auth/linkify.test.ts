import { describe, expect, it } from "vitest";
import { splitLinks } from "./linkify";

describe("splitLinks", () => {
  it("turns http(s) URLs into links and keeps the text around them", () => {
    expect(splitLinks("Confirm my account: http://localhost:3000/auth/confirm-account?token=a.b.c&employer=true\n\nUpstep")).toEqual([
      { kind: "text", value: "Confirm my account: " },
      { kind: "link", href: "http://localhost:3000/auth/confirm-account?token=a.b.c&employer=true" },
      { kind: "text", value: "\n\nUpstep" },
    ]);
  });

  it("leaves trailing punctuation out of the link", () => {
    expect(splitLinks("See https://upstep.example/a.")).toEqual([
      { kind: "text", value: "See " },
      { kind: "link", href: "https://upstep.example/a" },
      { kind: "text", value: "." },
    ]);
  });

  it("never makes links of other schemes", () => {
    expect(splitLinks("javascript:alert(1) data:text/html,x")).toEqual([{ kind: "text", value: "javascript:alert(1) data:text/html,x" }]);
  });

  it("handles text without links and several links", () => {
    expect(splitLinks("")).toEqual([]);
    expect(splitLinks("plain")).toEqual([{ kind: "text", value: "plain" }]);
    expect(splitLinks("https://a.example https://b.example").filter((p) => p.kind === "link")).toHaveLength(2);
  });
});
