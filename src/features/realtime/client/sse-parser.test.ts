import { describe, expect, it } from "vitest";
import { SseParser } from "./sse-parser";

describe("SseParser", () => {
  it("reads events, ids and multi-line data, and skips comments", () => {
    const p = new SseParser();
    expect(p.feed(": keep-alive\n\nevent: message\nid: 7\ndata: {\"a\":1}\n\n")).toEqual([{ event: "message", data: '{"a":1}', id: "7" }]);
    expect(p.feed("data: one\ndata: two\n\n")).toEqual([{ event: "message", data: "one\ntwo", id: null }]);
    expect(p.lastEventId).toBe("7");
  });

  it("joins events split across chunks at any byte, CRLF included", () => {
    const text = "event: message\r\nid: 12\r\ndata: hello\r\n\r\n";
    for (let cut = 1; cut < text.length; cut++) {
      const p = new SseParser();
      const events = [...p.feed(text.slice(0, cut)), ...p.feed(text.slice(cut))];
      expect(events).toEqual([{ event: "message", data: "hello", id: "12" }]);
    }
  });

  it("dispatches nothing for an event without data, and refuses an endless line", () => {
    const p = new SseParser();
    expect(p.feed("id: 3\n\n")).toEqual([]);
    expect(p.lastEventId).toBe("3");
    expect(() => p.feed("x".repeat(1_000_001))).toThrow(/too long/);
  });
});
