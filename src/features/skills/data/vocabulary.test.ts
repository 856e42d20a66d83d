import { describe, expect, it } from "vitest";
import { SKILL_CATEGORIES, slugify, defineSkills } from "./define";
import { SKILL_VOCABULARY } from "./vocabulary";
import { normaliseTerm } from "../normalise";

const SPELLED_IN_LOWER_CASE = ["athenahealth", "dbt", "eClinicalWorks", "gRPC", "iCIMS", "iOS Development", "jQuery", "macOS", "npm", "pandas", "pytest", "scikit-learn"];

describe("the curated skills vocabulary", () => {
  it("has at least 1,000 skills", () => {
    expect(SKILL_VOCABULARY.length).toBeGreaterThanOrEqual(1000);
  });

  it("has unique slugs made of lower-case words", () => {
    const slugs = SKILL_VOCABULARY.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("never gives two skills the same name or alias (after folding case, accents, spaces and hyphens)", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of SKILL_VOCABULARY) {
      for (const term of new Set([s.name, ...s.aliases].map(normaliseTerm))) {
        const other = owner.get(term);
        if (other && other !== s.slug) clashes.push(`${term}: ${other} / ${s.slug}`);
        owner.set(term, s.slug);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("fills every category", () => {
    const used = new Set(SKILL_VOCABULARY.map((s) => s.category));
    for (const category of Object.keys(SKILL_CATEGORIES)) expect(used.has(category as never), category).toBe(true);
  });

  it("writes names and aliases trimmed, on one line, sensibly cased and of sensible length", () => {
    for (const s of SKILL_VOCABULARY) {
      for (const term of [s.name, ...s.aliases]) {
        expect(term, s.slug).toBe(term.trim());
        expect(term, s.slug).not.toMatch(/\s{2,}|[\n\t|!{}]/);
        expect(term.length, s.slug).toBeLessThanOrEqual(60);
      }
      expect(s.name, s.slug).not.toMatch(/^[\p{Lu}\s]{12,}$/u);
      for (const a of s.ambiguous) expect([s.name, ...s.aliases], s.slug).toContain(a);
    }
    // A name starts with a capital, a digit or a symbol, unless the product spells itself so.
    const lowerCase = SKILL_VOCABULARY.map((s) => s.name).filter((n) => !/^[\p{Lu}\p{N}.]/u.test(n));
    expect(lowerCase.sort()).toEqual(SPELLED_IN_LOWER_CASE);
  });
});

describe("defineSkills and slugify", () => {
  it("parses names, aliases, ambiguity marks and kept slugs", () => {
    const [a, b] = defineSkills("software-development", `
      !Go {go} | Golang, !Go lang
      // a comment
      C# | C Sharp
    `);
    expect(a).toEqual({ slug: "go", name: "Go", category: "software-development", aliases: ["Golang", "Go lang"], ambiguous: ["Go", "Go lang"] });
    expect(b).toEqual({ slug: "c-sharp", name: "C#", category: "software-development", aliases: ["C Sharp"], ambiguous: [] });
  });

  it("keeps symbols apart in slugs", () => {
    expect(slugify("C++")).toBe("c-plus-plus");
    expect(slugify("C#")).toBe("c-sharp");
    expect(slugify(".NET")).toBe("dot-net");
    expect(slugify("ASP.NET")).toBe("asp-dot-net");
    expect(slugify("Node.js")).toBe("node-js");
    expect(slugify("GD&T")).toBe("gd-and-t");
  });
});
