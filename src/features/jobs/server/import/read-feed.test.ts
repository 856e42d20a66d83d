import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseFeedText, parseJsonFeed, parseXmlFeed, readFeedUrl } from "./read-feed";

describe("parseXmlFeed", () => {
  it("reads Indeed-style jobs with CDATA, entities and camelCase field names", () => {
    const [job] = parseXmlFeed(`<?xml version="1.0" encoding="utf-8"?>
      <source><publisher>Acme</publisher><lastBuildDate>Fri, 09 Jan 2026 22:49:39 GMT</lastBuildDate>
        <job>
          <title><![CDATA[Nurse & Caregiver]]></title>
          <date><![CDATA[Fri, 09 Jan 2026 22:49:39 GMT]]></date>
          <referencenumber><![CDATA[00042]]></referencenumber>
          <url>https://jobs.example/42?a=1&amp;b=2</url>
          <company>AT&amp;T &#8211; Field</company>
          <postalcode>07302</postalcode>
          <description><![CDATA[<p>Hello &amp; welcome</p>]]></description>
          <expirationdate>2026-03-01</expirationdate>
          <remotetype>Fully remote</remotetype>
          <jobtype>fulltime</jobtype>
          <tags><tag>Promoted Job</tag><tag>Immediately Hiring</tag></tags>
        </job>
      </source>`);
    expect(job).toEqual({
      title: "Nurse & Caregiver",
      date: "Fri, 09 Jan 2026 22:49:39 GMT",
      referenceNumber: "00042",
      url: "https://jobs.example/42?a=1&b=2",
      company: "AT&T – Field",
      postalCode: "07302",
      description: "<p>Hello &amp; welcome</p>",
      validThrough: "2026-03-01",
      remoteType: "Fully remote",
      jobType: "fulltime",
      tags: ["Promoted Job", "Immediately Hiring"],
    });
  });

  it("keeps values as strings (leading zeros) and leaves missing fields out", () => {
    const jobs = parseXmlFeed("<source><job><referencenumber>007</referencenumber><postalcode>02134</postalcode></job><job></job></source>");
    expect(jobs).toEqual([{ referenceNumber: "007", postalCode: "02134" }, {}]);
  });

  it("reads descriptions given as escaped HTML, raw HTML or plain text", () => {
    const jobs = parseXmlFeed(`<source>
      <job><description>&lt;p&gt;Escaped &amp;amp; fine&lt;/p&gt;</description></job>
      <job><description><p>Raw <b>HTML</b> &amp; more<br></p></description></job>
      <job><description>Tom &amp; Jerry</description></job>
      <job><description>Before <![CDATA[<p>inside</p>]]> after &amp; done</description></job>
    </source>`);
    expect(jobs.map((j) => j.description)).toEqual([
      "<p>Escaped &amp; fine</p>",
      "<p>Raw <b>HTML</b> &amp; more<br></p>",
      "Tom & Jerry",
      "Before <p>inside</p> after & done",
    ]);
  });

  it("treats one job as a list and an empty source as no jobs", () => {
    expect(parseXmlFeed("<source><job><title>A</title></job></source>")).toHaveLength(1);
    expect(parseXmlFeed("<source></source>")).toEqual([]);
    expect(parseXmlFeed("<jobs><job><title>B</title></job></jobs>")).toEqual([{ title: "B" }]);
  });

  it("rejects malformed XML with a clear message", () => {
    expect(() => parseXmlFeed("<source><job><title>A</job></source>")).toThrow(/XML feed could not be read/);
  });
});

describe("parseJsonFeed", () => {
  it("reads an array or an object with jobs, accepting Indeed names too", () => {
    expect(parseJsonFeed('[{"title":"A","referenceNumber":"1","postalCode":"10001"}]')).toEqual([{ title: "A", referenceNumber: "1", postalCode: "10001" }]);
    expect(parseJsonFeed('{"jobs":[{"referencenumber":"2","postalcode":"10001","jobtype":"parttime"}]}')).toEqual([
      { referenceNumber: "2", postalCode: "10001", jobType: "parttime" },
    ]);
    expect(parseJsonFeed('[1, null, {"title":"B"}]')).toEqual([{}, {}, { title: "B" }]);
  });

  it("rejects what is not a feed", () => {
    expect(() => parseJsonFeed("{not json")).toThrow(/JSON feed could not be read/);
    expect(() => parseJsonFeed('{"items":[]}')).toThrow(/array of jobs/);
  });
});

describe("parseFeedText", () => {
  it("tells XML from JSON by the first character, ignoring a byte-order mark", () => {
    expect(parseFeedText('\uFEFF  [{"title":"J"}]')).toEqual([{ title: "J" }]);
    expect(parseFeedText("\n<source><job><title>X</title></job></source>")).toEqual([{ title: "X" }]);
    expect(parseFeedText("   ")).toEqual([]);
    expect(() => parseFeedText("title,company\nA,B")).toThrow(/neither XML nor JSON/);
  });
});

describe("readFeedUrl", () => {
  it("reads a feed sent in pieces without a length, and refuses one past the size limit with a clear message", async () => {
    const feed = JSON.stringify({ jobs: [{ title: "Welder", referencenumber: "W-1" }] });
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" }); // no Content-Length: chunked
      res.write(feed.slice(0, 10));
      res.end(feed.slice(10));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
      expect(await readFeedUrl(url)).toEqual([{ title: "Welder", referenceNumber: "W-1" }]);
      await expect(readFeedUrl(url, undefined, "auto", 20)).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The feed is larger than 20 bytes." });
    } finally {
      server.close();
    }
  });
});
