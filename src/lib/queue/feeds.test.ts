import { describe, expect, it } from "vitest";
import { parseJobFeeds } from "./feeds";

describe("parseJobFeeds (JOB_FEEDS)", () => {
  it("reads source=url pairs separated by commas or whitespace", () => {
    expect(parseJobFeeds(" acme=https://feeds.example/acme.xml,\n  globex=http://10.0.0.2/jobs.json ")).toEqual([
      { source: "acme", url: "https://feeds.example/acme.xml" },
      { source: "globex", url: "http://10.0.0.2/jobs.json" },
    ]);
    expect(parseJobFeeds(undefined)).toEqual([]);
    expect(parseJobFeeds("  ")).toEqual([]);
  });

  it("names the entry that is wrong", () => {
    expect(() => parseJobFeeds("https://feeds.example/acme.xml")).toThrow('JOB_FEEDS: "https://feeds.example/acme.xml" is not source=url');
    expect(() => parseJobFeeds("acme=ftp://feeds.example/a.xml")).toThrow(/must be http\(s\)/);
    expect(() => parseJobFeeds("../x=https://a.example/f")).toThrow(/letters, digits/);
    expect(() => parseJobFeeds("a=https://a.example/1 a=https://a.example/2")).toThrow('the source "a" is listed twice');
  });
});
