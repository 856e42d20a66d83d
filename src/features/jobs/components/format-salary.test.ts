import { describe, expect, it } from "vitest";
import { formatMoney, formatSalary, type SalaryFields } from "./format-salary";

const pay = (min: number | null, max: number | null, currency: string | null = "USD", period: SalaryFields["salaryPeriod"] = "year"): SalaryFields => ({
  salaryMinCents: min,
  salaryMaxCents: max,
  salaryCurrency: currency,
  salaryPeriod: period,
});

describe("formatSalary", () => {
  it("formats ranges, with cents only when there are some", () => {
    expect(formatSalary(pay(3800, 5250, "USD", "hour"))).toBe("$38 – $52.50 an hour");
    expect(formatSalary(pay(3800, 5200, "USD", "hour"))).toBe("$38 – $52 an hour");
    expect(formatSalary(pay(8_000_000, 9_500_000))).toBe("$80,000 – $95,000 a year");
  });

  it("formats single values and open ends", () => {
    expect(formatSalary(pay(1800, 1800, "USD", "hour"))).toBe("$18 an hour");
    expect(formatSalary(pay(6_000_000, null))).toBe("From $60,000 a year");
    expect(formatSalary(pay(3850, null, "USD", "hour"))).toBe("From $38.50 an hour");
    expect(formatSalary(pay(null, 9_500_000))).toBe("Up to $95,000 a year");
  });

  it("names the period, or none when the job states none", () => {
    expect(formatSalary(pay(2000, 2500, "USD", "hour"))).toBe("$20 – $25 an hour");
    expect(formatSalary(pay(5_200_000, 6_000_000, "USD", "year"))).toBe("$52,000 – $60,000 a year");
    expect(formatSalary(pay(5_200_000, 6_000_000, "USD", null))).toBe("$52,000 – $60,000");
  });

  it("uses the job's currency, USD when it states none", () => {
    expect(formatSalary(pay(null, 9_000_000, "EUR"))).toBe("Up to €90,000 a year");
    expect(formatSalary(pay(4_000_000, 5_000_000, "GBP"))).toBe("£40,000 – £50,000 a year");
    expect(formatSalary(pay(6_000_000, 7_000_000, "CAD"))).toBe("CA$60,000 – CA$70,000 a year");
    expect(formatSalary(pay(2500, null, null, "hour"))).toBe("From $25 an hour");
    expect(formatSalary(pay(2500, null, "not money", "hour"))).toBe("From 25 not money an hour");
  });

  it("is null without pay", () => {
    expect(formatSalary(pay(null, null))).toBeNull();
    expect(formatSalary(pay(null, null, null, null))).toBeNull();
    expect(formatSalary(pay(null, null, "USD", "hour"), { compact: true })).toBeNull();
  });

  it("compact: thousands as k, hourly pay as it is", () => {
    const compact = { compact: true };
    expect(formatSalary(pay(8_000_000, 9_500_000), compact)).toBe("$80k – $95k a year");
    expect(formatSalary(pay(null, 9_500_000), compact)).toBe("Up to $95k a year");
    expect(formatSalary(pay(5_250_000, null), compact)).toBe("From $53k a year");
    expect(formatSalary(pay(3800, 5200, "USD", "hour"), compact)).toBe("$38 – $52 an hour");
    expect(formatSalary(pay(3850, null, "USD", "hour"), compact)).toBe("From $38.50 an hour");
    expect(formatSalary(pay(null, 9_000_000, "EUR"), compact)).toBe("Up to €90k a year");
    // Two amounts that read the same once rounded are one.
    expect(formatSalary(pay(8_010_000, 8_040_000), compact)).toBe("$80k a year");
  });
});

describe("formatMoney", () => {
  it("formats cents in a currency", () => {
    expect(formatMoney(0, "USD")).toBe("$0");
    expect(formatMoney(99, "USD")).toBe("$0.99");
    expect(formatMoney(15_000_000, "USD")).toBe("$150,000");
    expect(formatMoney(15_000_000, "USD", { compact: true })).toBe("$150k");
    expect(formatMoney(3_000_000, "USD", { compact: true })).toBe("$30k"); // the pay filter's "$30k+ a year"
    expect(formatMoney(99_900, "USD", { compact: true })).toBe("$999");
    expect(formatMoney(5_000_000, "XYZ", { compact: true })).toBe("XYZ\u00a050k"); // Intl puts a no-break space after a code
  });
});
