import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField, csvFileName, toCsv } from "./csv";

describe("tracker CSV", () => {
  it("quotes as RFC 4180 says, with CRLF records and a header row", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('Nurse, "night"')).toBe('"Nurse, ""night"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(12.5)).toBe("12.5");
    expect(csvField(null)).toBe("");
    expect(toCsv(["A", "B"], [["x", 1]])).toBe("A,B\r\nx,1\r\n");
  });

  it("guards cells a spreadsheet would run as formulas, but not numbers", () => {
    expect(csvField("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tx")).toBe("'\tx");
    expect(csvField(-2)).toBe("-2");
    expect(csvField("Nurse = care")).toBe("Nurse = care");
  });

  it("reads back with a real CSV parser, cell for cell, in UTF-8", () => {
    const rows = [
      ["Zoë Ångström", "Nurse, ICU", 3],
      ['Say "hi"', "multi\r\nline", null],
      ["=cmd|' /C calc'!A0", "ok", -1],
    ];
    const text = toCsv(["Name", "Title", "Days"], rows);
    const bytes = new TextEncoder().encode(text);
    const parsed = parse(new TextDecoder("utf-8").decode(bytes), { relax_column_count: false }) as string[][];
    expect(parsed).toEqual([
      ["Name", "Title", "Days"],
      ["Zoë Ångström", "Nurse, ICU", "3"],
      ['Say "hi"', "multi\r\nline", ""],
      ["'=cmd|' /C calc'!A0", "ok", "-1"],
    ]);
  });

  it("names files with lower-case words and dashes", () => {
    expect(csvFileName(["Northwind Health, Inc.", "requisition-tracker", "time-to-fill", "last-90-days-to-2026-11-26"])).toBe(
      "northwind-health-inc-requisition-tracker-time-to-fill-last-90-days-to-2026-11-26.csv",
    );
    expect(csvFileName(["ÅÅÅ"])).toBe("tracker.csv");
  });
});
