/*
 * Small-cell suppression for the self-identification report (decision 034). One question's counts
 * (one per answer code) and their total are published so that no count of 1 to 4 can be read, or
 * worked out from what is shown:
 *  1. primary: a count of 1-4 is shown as "fewer than 5"; 0 is shown (nobody gave that answer);
 *  2. a total of 1-4 is itself "fewer than 5", and so is every cell of the row, 0 included;
 *  3. complementary: in a row with a primary cell, the smallest count of 5 or more is withheld too
 *     (always, so that its being withheld says nothing about the small values); if a primary cell
 *     could still be derived from the total and the shown cells by a reader who knows this rule
 *     (primary cells are 1-4; the withheld cell is at least 5 and at most the smallest count still
 *     shown), the whole row is withheld, every cell alike, and its total.
 * A withheld cell says "withheld", never "fewer than 5" (it may be large). The derivation check is
 * exact for one table; differencing two reports with different filters is outside its reach (decision).
 */
export const SMALL_CELL_MAX = 4;

export type PublishedCount = { kind: "count"; count: number } | { kind: "fewer-than-5" } | { kind: "withheld" };
export type PublishedRow = { total: PublishedCount; cells: PublishedCount[] };

type State = "shown" | "primary" | "complement";

/**
 * The values a primary cell can take, as a reader who knows this rule sees it: the other withheld
 * cells add up to `remaining` minus it; other primary cells are 1-4 each; a complementary cell is at
 * least 5 and at most the smallest count still shown of 5 or more (it was the smallest when taken,
 * the first of equals).
 */
function possibleValues(remaining: number, otherPrimaries: number, complements: number, complementMax: number): number[] {
  const lo = otherPrimaries + (SMALL_CELL_MAX + 1) * complements;
  const hi = SMALL_CELL_MAX * otherPrimaries + (complements ? complements * complementMax : 0);
  const values: number[] = [];
  for (let p = 1; p <= SMALL_CELL_MAX; p++) if (remaining - p >= lo && remaining - p <= hi) values.push(p);
  return values;
}

function someCellDerivable(counts: readonly number[], states: readonly State[], total: number): boolean {
  const shownSum = counts.reduce((sum, c, i) => (states[i] === "shown" ? sum + c : sum), 0);
  const primaries = states.filter((s) => s === "primary").length;
  const complements = states.filter((s) => s === "complement").length;
  if (primaries === 0) return false;
  // The complementary cell was the smallest count of 5 or more, the first of equals.
  const at = states.indexOf("complement");
  const bounds = counts.flatMap((c, i) => (states[i] === "shown" && c > SMALL_CELL_MAX ? [i < at ? c - 1 : c] : []));
  const complementMax = bounds.length ? Math.min(...bounds) : Number.POSITIVE_INFINITY;
  return possibleValues(total - shownSum, primaries - 1, complements, complementMax).length <= 1;
}

/** Publishes one question's counts (in answer order) with its total, suppressed as above. */
export function suppressRow(counts: readonly number[]): PublishedRow {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > 0 && total <= SMALL_CELL_MAX) {
    // Every cell, 0 included (0 is fewer than 5 too): four answers of 1 would otherwise show as such.
    return { total: { kind: "fewer-than-5" }, cells: counts.map(() => ({ kind: "fewer-than-5" })) };
  }
  const states: State[] = counts.map((c) => (c >= 1 && c <= SMALL_CELL_MAX ? "primary" : "shown"));
  // With any small cell, the smallest count of 5 or more is always withheld too: always, so that
  // whether it was needed tells nothing about the small cells' values.
  if (states.includes("primary")) {
    const next = counts
      .map((c, i) => ({ c, i }))
      .filter(({ c, i }) => states[i] === "shown" && c > SMALL_CELL_MAX)
      .sort((a, b) => a.c - b.c || a.i - b.i)[0];
    if (next) states[next.i] = "complement";
  }
  // A small count that still follows from the total: the whole row is withheld, every cell alike, so
  // not even which answer was the small one shows.
  if (someCellDerivable(counts, states, total)) return { total: { kind: "withheld" }, cells: counts.map(() => ({ kind: "withheld" })) };
  return {
    total: { kind: "count", count: total },
    cells: counts.map((c, i) => (states[i] === "primary" ? { kind: "fewer-than-5" } : states[i] === "complement" ? { kind: "withheld" } : { kind: "count", count: c })),
  };
}
