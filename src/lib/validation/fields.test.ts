import { describe, expect, it } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { NUL_MESSAGE } from "@/lib/text-schema";
import {
  CURRENCY_MAX_CENTS,
  currencyField,
  digitsField,
  formatCurrency,
  formatPhone,
  invalidMessage,
  parseCurrency,
  parsePhone,
  parseYear,
  phoneField,
  textField,
  tooLongMessage,
  yearField,
} from "./fields";

/** The first message a schema gives for `value`, or the parsed value. */
function check(schema: z.ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; messages: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, messages: result.error.issues.map((i) => i.message) };
}

const LONG = "9".repeat(1_000_000);

describe("spec 8 message templates", () => {
  it("are the spec's words exactly", () => {
    expect(tooLongMessage("First Name", 50)).toBe("First Name must be less than 50 characters.");
    expect(invalidMessage("Phone Number")).toBe("Type a valid Phone Number");
  });
});

describe("textField", () => {
  const name = textField("First Name", 50);
  it("trims and accepts up to n characters, refuses n + 1 with the too-long message", () => {
    expect(check(name, "  Ada  ")).toEqual({ ok: true, value: "Ada" });
    expect(check(name, "a".repeat(50))).toEqual({ ok: true, value: "a".repeat(50) });
    expect(check(name, "a".repeat(51))).toEqual({ ok: false, messages: ["First Name must be less than 50 characters."] });
    expect(check(name, ` ${"a".repeat(50)} `)).toEqual({ ok: true, value: "a".repeat(50) });
  });
  it("empty and spaces are '' when optional, the invalid message when required", () => {
    expect(check(name, "")).toEqual({ ok: true, value: "" });
    expect(check(name, "   ")).toEqual({ ok: true, value: "" });
    const required = textField("First Name", 50, { required: true });
    expect(check(required, "   ")).toEqual({ ok: false, messages: ["Type a valid First Name"] });
    expect(check(required, "Ada")).toEqual({ ok: true, value: "Ada" });
  });
  it("a very long input gets the too-long message; a non-string the invalid one", () => {
    expect(check(name, LONG)).toEqual({ ok: false, messages: ["First Name must be less than 50 characters."] });
    expect(check(name, 42)).toEqual({ ok: false, messages: ["Type a valid First Name"] });
    expect(check(name, null)).toEqual({ ok: false, messages: ["Type a valid First Name"] });
  });
});

describe("digitsField (numbers only, optional maximum length)", () => {
  const zip = digitsField("ZIP Code", { maxLength: 5 });
  it("keeps digits as text (leading zeros stay)", () => {
    expect(check(zip, "02134")).toEqual({ ok: true, value: "02134" });
    expect(check(zip, " 60601 ")).toEqual({ ok: true, value: "60601" });
    expect(check(zip, "0")).toEqual({ ok: true, value: "0" });
  });
  it("refuses anything but digits", () => {
    for (const bad of ["6060a", "-1234", "12.5", "1e3", "12 34", "+123", "１２３", "٣٤٥"]) {
      expect(check(zip, bad), bad).toEqual({ ok: false, messages: ["Type a valid ZIP Code"] });
    }
  });
  it("refuses more than the maximum with the too-long message, even a very long paste", () => {
    expect(check(zip, "123456")).toEqual({ ok: false, messages: ["ZIP Code must be less than 5 characters."] });
    expect(check(zip, LONG)).toEqual({ ok: false, messages: ["ZIP Code must be less than 5 characters."] });
  });
  it("has no maximum unless given", () => {
    expect(check(digitsField("Count"), "1".repeat(500))).toEqual({ ok: true, value: "1".repeat(500) });
  });
  it("empty is '' when optional, the invalid message when required", () => {
    expect(check(zip, "")).toEqual({ ok: true, value: "" });
    expect(check(zip, "  ")).toEqual({ ok: true, value: "" });
    expect(check(digitsField("ZIP Code", { required: true }), "")).toEqual({ ok: false, messages: ["Type a valid ZIP Code"] });
  });
});

describe("year", () => {
  it("parseYear: up to 4 digits, or empty", () => {
    expect(parseYear("2026")).toBe(2026);
    expect(parseYear(" 1999 ")).toBe(1999);
    expect(parseYear("0")).toBe(0);
    expect(parseYear("")).toBeNull();
    expect(parseYear("   ")).toBeNull();
    for (const bad of ["20261", "19a9", "-200", "1e3", "19.5", "20 26", "+2026"]) expect(parseYear(bad), bad).toBeUndefined();
  });
  it("yearField gives a number or null, and the invalid message otherwise", () => {
    const year = yearField("Graduation Year");
    expect(check(year, "2026")).toEqual({ ok: true, value: 2026 });
    expect(check(year, "")).toEqual({ ok: true, value: null });
    expect(check(year, "12345")).toEqual({ ok: false, messages: ["Type a valid Graduation Year"] });
    expect(check(year, "1e3")).toEqual({ ok: false, messages: ["Type a valid Graduation Year"] });
    expect(check(year, LONG)).toEqual({ ok: false, messages: ["Type a valid Graduation Year"] });
    expect(check(yearField("Graduation Year", { required: true }), "")).toEqual({ ok: false, messages: ["Type a valid Graduation Year"] });
  });
});

describe("phone", () => {
  it("parsePhone: the 10 digits from the usual ways of typing them", () => {
    for (const typed of ["3125550100", "(312) 555-0100", "312-555-0100", "312.555.0100", " 312 555 0100 ", "+1 312 555 0100", "+1 (312) 555-0100", "1-312-555-0100", "13125550100", "+13125550100"]) {
      expect(parsePhone(typed), typed).toBe("3125550100");
    }
    expect(parsePhone("")).toBe("");
    expect(parsePhone("   ")).toBe("");
  });
  it("parsePhone: refuses other lengths, other country codes, letters, and long input", () => {
    for (const bad of ["312555010", "23125550100", "+2 312 555 0100", "+44 20 7946 0958", "312555010011", "+1312555010", "312-555-01OO", "312/555/0100", "1e9", "-3125550100", "+", "()", LONG]) {
      expect(parsePhone(bad), bad.slice(0, 30)).toBeNull();
    }
  });
  it("formatPhone shows 10 digits as (xxx) xxx-xxxx and leaves anything else alone", () => {
    expect(formatPhone("3125550100")).toBe("(312) 555-0100");
    expect(formatPhone("")).toBe("");
    expect(formatPhone("12345")).toBe("12345");
    expect(parsePhone(formatPhone("3125550100"))).toBe("3125550100");
  });
  it("phoneField stores digits; the invalid message otherwise", () => {
    const phone = phoneField("Phone Number");
    expect(check(phone, "(312) 555-0100")).toEqual({ ok: true, value: "3125550100" });
    expect(check(phone, "+1 312 555 0100")).toEqual({ ok: true, value: "3125550100" });
    expect(check(phone, "")).toEqual({ ok: true, value: "" });
    expect(check(phone, "23125550100")).toEqual({ ok: false, messages: ["Type a valid Phone Number"] });
    expect(check(phone, LONG)).toEqual({ ok: false, messages: ["Type a valid Phone Number"] });
    expect(check(phoneField("Phone Number", { required: true }), " ")).toEqual({ ok: false, messages: ["Type a valid Phone Number"] });
  });
});

describe("currency", () => {
  it("parseCurrency: integer cents without floating point", () => {
    const cases: [string, number | null][] = [
      ["1234.56", 123456],
      ["$1,234.56", 123456],
      ["$ 1,234.5", 123450],
      ["1234", 123400],
      ["0", 0],
      ["0.01", 1],
      ["0.1", 10],
      [".5", 50],
      ["1,000,000", 100000000],
      ["0.29", 29], // 0.29 * 100 is 28.999999999999996 in floating point
      ["1.15", 115],
      ["9,999,999.99", CURRENCY_MAX_CENTS],
      ["", null],
      ["   ", null],
    ];
    for (const [typed, cents] of cases) expect(parseCurrency(typed), typed).toBe(cents);
  });
  it("parseCurrency: refuses negatives, exponents, 3 decimals, bad commas, letters, over the maximum, long input", () => {
    for (const bad of ["-5", "-0.01", "1e3", "1E3", "0.005", "1.234", "12.", ".", "$", "1,23", "12,34.5", "1,2345", "1.2.3", "12 34", "abc", "$-5", "NaN", "Infinity", "0x10", "10000000", "99999999999999999999", LONG]) {
      expect(parseCurrency(bad), bad.slice(0, 30)).toBeUndefined();
    }
    expect(parseCurrency("100.00", 5000)).toBeUndefined();
    expect(parseCurrency("50.00", 5000)).toBe(5000);
  });
  it("formatCurrency: USD with 2 decimals, read back by parseCurrency", () => {
    expect(formatCurrency(123456)).toBe("$1,234.56");
    expect(formatCurrency(0)).toBe("$0.00");
    expect(formatCurrency(5)).toBe("$0.05");
    expect(formatCurrency(CURRENCY_MAX_CENTS)).toBe("$9,999,999.99");
    for (const cents of [0, 1, 10, 99, 100, 29, 115, 123456, CURRENCY_MAX_CENTS]) expect(parseCurrency(formatCurrency(cents))).toBe(cents);
    expect(() => formatCurrency(1.5)).toThrow(RangeError);
  });
  it("currencyField gives cents or null; the invalid message otherwise", () => {
    const salary = currencyField("Desired Salary");
    expect(check(salary, "$85,000.00")).toEqual({ ok: true, value: 8500000 });
    expect(check(salary, "")).toEqual({ ok: true, value: null });
    for (const bad of ["-1", "1e3", "0.005", LONG]) expect(check(salary, bad)).toEqual({ ok: false, messages: ["Type a valid Desired Salary"] });
    expect(check(currencyField("Desired Salary", { required: true }), "")).toEqual({ ok: false, messages: ["Type a valid Desired Salary"] });
  });
});

describe("every builder refuses NUL (they start from text())", () => {
  const builders: [string, z.ZodType][] = [
    ["textField", textField("F", 10)],
    ["digitsField", digitsField("F", { maxLength: 5 })],
    ["yearField", yearField("F")],
    ["phoneField", phoneField("F")],
    ["currencyField", currencyField("F")],
  ];
  for (const [name, schema] of builders) {
    it(name, () => {
      const result = schema.safeParse("1\u0000");
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
    });
  }
});

describe("one schema for the form and the server", () => {
  const schema = z.object({
    firstName: textField("First Name", 50, { required: true }),
    zip: digitsField("ZIP Code", { maxLength: 5 }),
    graduationYear: yearField("Graduation Year"),
    phone: phoneField("Phone Number"),
    salary: currencyField("Desired Salary"),
  });
  const typed = { firstName: " Ada ", zip: "02134", graduationYear: "2026", phone: "+1 (312) 555-0100", salary: "$85,000" };

  it("react-hook-form's zodResolver gives each field the spec's message", async () => {
    const resolver = zodResolver(schema);
    const bad = await resolver({ firstName: "a".repeat(51), zip: "1234a", graduationYear: "20261", phone: "555-0100", salary: "0.005" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.fromEntries(Object.entries(bad.errors).map(([k, v]) => [k, (v as { message?: string }).message]))).toEqual({
      firstName: "First Name must be less than 50 characters.",
      zip: "Type a valid ZIP Code",
      graduationYear: "Type a valid Graduation Year",
      phone: "Type a valid Phone Number",
      salary: "Type a valid Desired Salary",
    });
    const good = await resolver(typed, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.errors).toEqual({});
  });

  it("the server parses the same input into what it stores", () => {
    expect(schema.parse(typed)).toEqual({ firstName: "Ada", zip: "02134", graduationYear: 2026, phone: "3125550100", salary: 8500000 });
  });
});
