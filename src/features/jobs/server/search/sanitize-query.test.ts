import { describe, expect, it } from "vitest";
import { SEARCH_QUERY_MAX, sanitizeSearchQuery } from "./sanitize-query";

const ts = (input: unknown) => sanitizeSearchQuery(input).tsquery;

describe("sanitizeSearchQuery (spec 5)", () => {
  it("turns plain words into ANDed lexemes", () => {
    expect(ts("nurse")).toBe("'nurse'");
    expect(ts("Registered  Nurse")).toBe("'registered' & 'nurse'");
    expect(sanitizeSearchQuery("Registered Nurse").words).toEqual(["registered", "nurse"]);
  });

  it("strips tildes, with a fuzziness or proximity number after them", () => {
    expect(ts("nurse~")).toBe("'nurse'");
    expect(ts("nurse~2 ~driver")).toBe("'nurse' & 'driver'");
    expect(ts('"registered nurse"~3')).toBe("('registered' <-> 'nurse')");
    expect(ts("~")).toBeNull();
  });

  it("strips field prefixes and keeps their values", () => {
    expect(ts("title:nurse")).toBe("'nurse'");
    expect(ts("company:acme title:driver")).toBe("'acme' & 'driver'");
    expect(ts('company:"northwind health"')).toBe("('northwind' <-> 'health')");
    expect(ts("title: nurse")).toBe("'nurse'");
    expect(ts("a:b:c")).toBe("'c'");
  });

  it("handles quoted phrases and drops an unbalanced quote", () => {
    expect(ts('"registered nurse" travel')).toBe("('registered' <-> 'nurse') & 'travel'");
    expect(ts('"nurse')).toBe("'nurse'");
    expect(ts('"registered nurse" "icu')).toBe("('registered' <-> 'nurse') & 'icu'");
    expect(ts('""')).toBeNull();
    expect(ts('"  "')).toBeNull();
  });

  it("handles the boolean words AND, OR, NOT in any case, and -term / !term", () => {
    expect(ts("nurse OR driver")).toBe("('nurse' | 'driver')");
    expect(ts("nurse or driver")).toBe("('nurse' | 'driver')");
    expect(ts("nurse AND icu")).toBe("'nurse' & 'icu'");
    expect(ts("nurse NOT travel")).toBe("'nurse' & !'travel'");
    expect(ts("nurse -travel")).toBe("'nurse' & !'travel'");
    expect(ts("nurse !travel")).toBe("'nurse' & !'travel'");
    expect(ts("nurse +icu")).toBe("'nurse' & 'icu'");
    expect(ts("nurse && icu || driver")).toBe("('nurse' & 'icu' | 'driver')");
    expect(ts("NOT NOT nurse")).toBe("'nurse'");
    expect(sanitizeSearchQuery("nurse -travel").words).toEqual(["nurse"]);
  });

  it("drops operators without operands", () => {
    expect(ts("AND")).toBeNull();
    expect(ts("OR nurse")).toBe("'nurse'");
    expect(ts("nurse AND")).toBe("'nurse'");
    expect(ts("nurse OR")).toBe("'nurse'");
    expect(ts("NOT")).toBeNull();
    expect(ts("AND OR NOT - ! && ||")).toBeNull();
    expect(ts("nurse OR OR driver")).toBe("('nurse' | 'driver')");
    expect(ts("nurse NOT")).toBe("'nurse'");
    expect(ts("- nurse")).toBe("'nurse'");
  });

  it("groups with balanced parentheses and drops unbalanced ones", () => {
    expect(ts("(nurse OR driver) AND texas")).toBe("(('nurse' | 'driver')) & 'texas'");
    expect(ts("(nurse")).toBe("'nurse'");
    expect(ts("nurse)")).toBe("'nurse'");
    expect(ts(")(")).toBeNull();
    expect(ts("()")).toBeNull();
    expect(ts("-(nurse OR driver)")).toBe("!(('nurse' | 'driver'))");
    expect(ts('"(nurse" driver)')).toBe("'nurse' & 'driver'");
  });

  it("turns * into a prefix search", () => {
    expect(ts("nurs*")).toBe("'nurs':*");
    expect(ts("nu*se")).toBe("'nu':*");
    expect(ts('"regist* nurse"')).toBe("('regist':* <-> 'nurse')");
    expect(ts("n*")).toBeNull();
    expect(ts("*")).toBeNull();
    expect(ts("** nurse")).toBe("'nurse'");
  });

  it("approximates ? (one character) by a prefix search on the part before it", () => {
    expect(ts("nur?e")).toBe("'nur':*");
    expect(ts("?urse")).toBeNull();
    expect(ts("nurse?")).toBe("'nurse':*");
    expect(ts("a?")).toBeNull();
  });

  it("keeps only letters and digits inside lexemes, so nothing reaches the tsquery grammar", () => {
    expect(ts("c++ developer")).toBe("'c' & 'developer'");
    expect(ts("node.js")).toBe("'node.js'");
    expect(ts("o'reilly")).toBe("'o''reilly'");
    expect(ts("full-time")).toBe("'full-time'");
    expect(ts("a:* | 'b' <-> & \\")).toBe("'b'");
    expect(ts("nurse's")).toBe("'nurse''s'");
    expect(ts("$100k")).toBe("'100k'");
  });

  it("never throws and handles empty, non-string, unicode and very long input", () => {
    expect(ts("")).toBeNull();
    expect(ts("   ")).toBeNull();
    expect(ts(undefined)).toBeNull();
    expect(ts(42)).toBeNull();
    expect(ts("enfermera bilingüe")).toBe("'enfermera' & 'bilingüe'");
    expect(ts("ｎｕｒｓｅ")).toBe("'nurse'"); // full-width letters are NFKC-normalised
    expect(ts("看護師")).toBe("'看護師'");
    expect(ts("🙂 nurse")).toBe("'nurse'");
    const long = "nurse ".repeat(500);
    const out = sanitizeSearchQuery(long);
    expect(out.tsquery).not.toBeNull();
    expect(out.tsquery!.length).toBeLessThan(SEARCH_QUERY_MAX * 4);
    expect(sanitizeSearchQuery("x".repeat(1000)).tsquery).toBe(`'${"x".repeat(SEARCH_QUERY_MAX)}'`);
  });

  it("produces balanced output for random input (fuzz)", () => {
    const alphabet = ['"', "(", ")", "~", "*", "?", ":", "-", "!", "&", "|", "'", "\\", " ", "a", "b", "OR", "AND", "NOT", "é", "1", "<", ">"];
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const len = Math.floor(rand() * 30);
      let s = "";
      for (let k = 0; k < len; k++) s += alphabet[Math.floor(rand() * alphabet.length)];
      const { tsquery } = sanitizeSearchQuery(s);
      if (tsquery === null) continue;
      let depth = 0;
      for (const ch of tsquery.replace(/'(?:[^']|'')*'/g, "L")) {
        if (ch === "(") depth++;
        if (ch === ")") depth--;
        expect(depth).toBeGreaterThanOrEqual(0);
      }
      expect(depth).toBe(0);
      // Outside the quoted lexemes only the tsquery operators remain.
      expect(tsquery.replace(/'(?:[^']|'')*'|<->/g, "")).toMatch(/^[()&|!:* ]*$/);
    }
  });
});
