import { describe, expect, it } from "vitest";
import { earthDistance, llToEarth, withinRadius } from "./geo";
import { holds, parseTsquery, phrasesAreExact, type QueryNode } from "./tsquery-plan";

/* The matcher's pure parts (decision 037): tsquery text -> tree and its evaluation, the radius test. */
const terms = (words: string[]) => (t: { lexeme: string; prefix: boolean }) => words.some((w) => (t.prefix ? w.startsWith(t.lexeme) : w === t.lexeme));

describe("parseTsquery", () => {
  it("reads PostgreSQL's tsquery text with its precedence", () => {
    expect(parseTsquery("'nurs' & !'travel' | 'rn'")).toEqual({
      kind: "or",
      children: [{ kind: "and", children: [{ kind: "term", term: { lexeme: "nurs", prefix: false } }, { kind: "not", child: { kind: "term", term: { lexeme: "travel", prefix: false } } }] }, { kind: "term", term: { lexeme: "rn", prefix: false } }],
    });
    expect(parseTsquery("'nur':*")).toEqual({ kind: "term", term: { lexeme: "nur", prefix: true } });
    expect(parseTsquery("'o''brien'")).toEqual({ kind: "term", term: { lexeme: "o'brien", prefix: false } });
    expect(parseTsquery("")).toBeNull();
    expect(() => parseTsquery("'a' &")).toThrow();
  });

  it("keeps each phrase's distance, left-associative", () => {
    const q = parseTsquery("'director' <2> 'nurs' <-> 'care'") as Extract<QueryNode, { kind: "phrase" }>;
    expect(q.kind).toBe("phrase");
    expect(q.distance).toBe(1);
    expect(q.children[0]).toMatchObject({ kind: "phrase", distance: 2 });
  });

  it("evaluates phrases from positions as PostgreSQL does", () => {
    const q = parseTsquery("'regist' <-> 'nurs'")!;
    const has = terms(["regist", "nurs"]);
    expect(holds(q, has, (t) => ({ regist: [3], nurs: [4] })[t.lexeme] ?? [])).toBe(true);
    expect(holds(q, has, (t) => ({ regist: [4], nurs: [3] })[t.lexeme] ?? [])).toBe(false);
    const gap = parseTsquery("'director' <2> 'nurs'")!;
    expect(holds(gap, terms(["director", "nurs"]), (t) => ({ director: [1], nurs: [3] })[t.lexeme] ?? [])).toBe(true);
    expect(phrasesAreExact(parseTsquery("'a' <-> ( 'b' | 'c' )")!)).toBe(false);
    expect(phrasesAreExact(parseTsquery("!( 'a' <-> 'b' )")!)).toBe(true);
  });
});

describe("geo", () => {
  it("measures great-circle distances like earthdistance and leaves the radius's edge to SQL", () => {
    const austin = llToEarth(30.2672, -97.7431);
    const roundRock = llToEarth(30.5083, -97.6789);
    const d = earthDistance(austin, roundRock);
    expect(d).toBeGreaterThan(27_000);
    expect(d).toBeLessThan(28_500);
    const box = { ll: roundRock, ur: roundRock };
    expect(withinRadius(austin, d + 10, box, [roundRock])).toBe(true);
    expect(withinRadius(austin, d - 10, box, [roundRock])).toBe(false);
    expect(withinRadius(austin, d, box, [roundRock])).toBe("maybe");
    expect(withinRadius(austin, 1e6, null, [])).toBe(false);
  });
});
