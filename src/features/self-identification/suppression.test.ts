import { describe, expect, it } from "vitest";
import { suppressRow, type PublishedRow } from "./suppression";

/*
 * The report's small-cell rule (decision 034). Besides the worked cases, an exhaustive check: for
 * every row of 2, 3 and 4 counts in a range, group the rows by what the report publishes; within
 * a group (rows a reader cannot tell apart, even knowing the rule) every cell shown as "fewer than 5"
 * must take at least two different values, so none can be derived from the total and the other cells.
 */
const F = { kind: "fewer-than-5" } as const;
const W = { kind: "withheld" } as const;
const n = (count: number) => ({ kind: "count", count }) as const;

function* rows(length: number, max: number): Generator<number[]> {
  if (length === 0) {
    yield [];
    return;
  }
  for (const rest of rows(length - 1, max)) for (let c = 0; c <= max; c++) yield [...rest, c];
}

function expectNoCellDerivable(length: number, max: number) {
  const groups = new Map<string, number[][]>();
  for (const row of rows(length, max)) {
    const published = suppressRow(row);
    // Never a count of 1 to 4, nor a total of 1 to 4.
    row.forEach((c, i) => {
      if (c >= 1 && c <= 4) expect(published.cells[i]!.kind).not.toBe("count");
    });
    const total = row.reduce((a, b) => a + b, 0);
    if (total >= 1 && total <= 4) expect(published.total.kind).not.toBe("count");
    const key = JSON.stringify(published);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let checked = 0;
  for (const [key, members] of groups) {
    const published = JSON.parse(key) as PublishedRow;
    published.cells.forEach((cell, i) => {
      if (cell.kind !== "fewer-than-5") return;
      const values = new Set(members.map((m) => m[i]));
      // Rows whose counts reach the range's edge have look-alikes outside it: only judge rows well inside.
      if (members.every((m) => m.some((c) => c > max - 5))) return;
      checked++;
      expect(values.size, `${key} cell ${i} from ${JSON.stringify(members.slice(0, 3))}`).toBeGreaterThan(1);
    });
  }
  return checked;
}

describe("suppressRow: the worked cases", () => {
  it("shows counts of 0 and of 5 or more as they are, with the total", () => {
    expect(suppressRow([0, 0, 0])).toEqual({ total: n(0), cells: [n(0), n(0), n(0)] });
    expect(suppressRow([5, 12, 0, 40])).toEqual({ total: n(57), cells: [n(5), n(12), n(0), n(40)] });
  });

  it("shows a count of 1 to 4 as fewer than 5 and withholds the smallest large one with it", () => {
    expect(suppressRow([3, 20, 9, 40])).toEqual({ total: n(72), cells: [F, n(20), W, n(40)] });
    expect(suppressRow([1, 50, 50])).toEqual({ total: n(101), cells: [F, W, n(50)] });
    expect(suppressRow([4, 5, 100])).toEqual({ total: n(109), cells: [F, W, n(100)] });
  });

  it("without the complementary cell the small one would be total minus the rest: it never is", () => {
    const published = suppressRow([2, 30, 17, 8]);
    const shown = published.cells.filter((c) => c.kind === "count").reduce((s, c) => s + (c.kind === "count" ? c.count : 0), 0);
    expect(published.cells.filter((c) => c.kind !== "count")).toHaveLength(2);
    expect(published.total).toEqual(n(57));
    expect(57 - shown).toBeGreaterThan(4);
  });

  it("makes a total of 1 to 4 fewer than 5, and every count of the row with it, 0 included", () => {
    expect(suppressRow([1, 0, 0])).toEqual({ total: F, cells: [F, F, F] });
    expect(suppressRow([2, 2, 0])).toEqual({ total: F, cells: [F, F, F] });
    // Otherwise four answers of 1 out of four would read as exactly that.
    expect(suppressRow([1, 1, 1, 1])).toEqual(suppressRow([4, 0, 0, 0]));
    expect(suppressRow([4])).toEqual({ total: F, cells: [F] });
  });

  it("two small cells that add up to what is withheld are not enough on their own", () => {
    // 1 + 1 = 2 = total - shown would give both away: a large cell is withheld too.
    expect(suppressRow([1, 1, 30, 40])).toEqual({ total: n(72), cells: [F, F, W, n(40)] });
    // 4 + 4 = 8 likewise (both at the top of the range).
    expect(suppressRow([4, 4, 6, 9]).cells.filter((c) => c.kind === "withheld").length).toBeGreaterThanOrEqual(1);
  });

  it("withholds the whole row, every cell alike, when no cell is left to withhold", () => {
    // 1 and 5: withholding the 5 still leaves 6 = 1 + 5 as the only split; the row goes, and with it
    // which answer was the small one.
    expect(suppressRow([1, 5])).toEqual({ total: W, cells: [W, W] });
    expect(suppressRow([5, 1])).toEqual(suppressRow([1, 5]));
    expect(suppressRow([0, 1, 5])).toEqual({ total: W, cells: [W, W, W] });
    // 2 and 5 does not need it: 7 is 2 + 5 or 1 + 6.
    expect(suppressRow([2, 5])).toEqual({ total: n(7), cells: [F, W] });
  });

  it("a single answer of 5 or more is published, small ones never are", () => {
    expect(suppressRow([5])).toEqual({ total: n(5), cells: [n(5)] });
    for (const row of [[1, 9, 9], [3, 3, 3, 3], [4, 0, 0, 12], [2, 6]]) {
      const published = suppressRow(row);
      row.forEach((count, i) => {
        if (count >= 1 && count <= 4) expect(published.cells[i], JSON.stringify(row)).toEqual(F);
      });
    }
  });
});

describe("suppressRow: no cell shown as fewer than 5 can be derived (exhaustive)", () => {
  it.each([
    [2, 30],
    [3, 22],
    [4, 13],
  ])("rows of %i counts from 0 to %i", (length, max) => {
    expect(expectNoCellDerivable(length, max)).toBeGreaterThan(0);
  });
});
