import { beforeAll, describe, expect, it } from "vitest";
import { eq, isNull, count } from "drizzle-orm";
import { getDb } from "@/db/client";
import { skills } from "@/db/schema";
import { GET } from "@/app/api/skills/route";
import { callRoute } from "@/testing/http";
import { SKILL_VOCABULARY } from "../data/vocabulary";
import { defineSkills } from "../data/define";
import type { SkillOption } from "../types";
import { loadSkills } from "./load-skills";
import { getSkillsBySlugs, matchSkills } from "./queries";

/*
 * The vocabulary on a real database: the loader (idempotent, renames and removals), the typeahead
 * API (ranking, limits, bad queries) and matchSkills reading the table.
 */
const ask = (qs: string) => callRoute(GET, { path: `/api/skills${qs}` });
async function names(qs: string): Promise<string[]> {
  const res = await ask(qs);
  expect(res.status).toBe(200);
  return ((await res.json()) as SkillOption[]).map((s) => s.name);
}

describe("loadSkills", () => {
  it("loads the whole vocabulary once, then writes nothing; renames and removals are handled", async () => {
    const db = getDb();
    const first = await loadSkills(db);
    expect(first).toEqual({ total: SKILL_VOCABULARY.length, written: SKILL_VOCABULARY.length, retired: 0 });
    expect(first.total).toBeGreaterThanOrEqual(1000);
    expect(await loadSkills(db)).toEqual({ total: SKILL_VOCABULARY.length, written: 0, retired: 0 });

    const [excel] = await db.select().from(skills).where(eq(skills.slug, "microsoft-excel"));
    expect(excel).toMatchObject({ name: "Microsoft Excel", category: "office-productivity", aliases: ["Excel", "MS Excel"], ambiguous: ["Excel"], retiredAt: null });
    expect(excel!.terms).toEqual(["microsoft excel", "excel", "ms excel"]);

    // A release renames one skill (keeping its slug) and drops another: one row written, one retired.
    const renamed = defineSkills("office-productivity", "Microsoft Excel 365 {microsoft-excel} | !Excel, MS Excel");
    const next = [...SKILL_VOCABULARY.filter((s) => s.slug !== "microsoft-excel" && s.slug !== "lotus-notes"), ...renamed];
    expect(await loadSkills(db, next)).toEqual({ total: SKILL_VOCABULARY.length - 1, written: 1, retired: 1 });
    const [lotus] = await db.select().from(skills).where(eq(skills.slug, "lotus-notes"));
    expect(lotus!.retiredAt).toBeInstanceOf(Date);
    // A retired slug still has its name for what stored it, but no longer shows in the typeahead.
    expect(await getSkillsBySlugs(db, ["lotus-notes"])).toEqual([{ slug: "lotus-notes", name: "Lotus Notes", category: "office-productivity" }]);
    expect(await names("?q=lotus")).toEqual([]);
    expect(await names("?q=excel&limit=1")).toEqual(["Microsoft Excel 365"]);

    // Back to the shipped files: the rename is undone and the retired skill returns.
    expect(await loadSkills(db)).toEqual({ total: SKILL_VOCABULARY.length, written: 2, retired: 0 });
    const [active] = await db.select({ n: count() }).from(skills).where(isNull(skills.retiredAt));
    expect(active!.n).toBe(SKILL_VOCABULARY.length);
  });
});

describe("GET /api/skills", () => {
  beforeAll(async () => {
    await loadSkills(getDb());
  });

  it("ranks an exact name or alias first, then prefixes, then near spellings", async () => {
    const java = await names("?q=java");
    expect(java[0]).toBe("Java");
    expect(java).toContain("JavaScript");
    expect(java.indexOf("JavaScript")).toBeLessThan(3);
    // "JS" is an alias of JavaScript: an exact alias match comes first.
    expect((await names("?q=js"))[0]).toBe("JavaScript");
    expect((await names("?q=CNA"))[0]).toBe("Certified Nursing Assistant");
    expect((await names("?q=ms%20excel"))[0]).toBe("Microsoft Excel");
    // Prefix on the name: every answer to "forkl" starts with it.
    expect(await names("?q=forkl")).toEqual(["Forklift Operation"]);
    // A typo still finds the skill by trigram similarity.
    expect(await names("?q=javscript")).toContain("JavaScript");
    expect(await names("?q=phlebotmy")).toContain("Phlebotomy");
    // Symbols are kept.
    expect((await names("?q=c%2B%2B"))[0]).toBe("C++");
    expect((await names("?q=c%23"))[0]).toBe("C#");
    expect((await names("?q=.net"))[0]).toBe(".NET");
  });

  it("answers slug, name and category, cached, and honours limit", async () => {
    const res = await ask("?q=nurs&limit=3");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
    const body = (await res.json()) as SkillOption[];
    expect(body).toHaveLength(3);
    for (const s of body) expect(Object.keys(s).sort()).toEqual(["category", "name", "slug"]);
    expect((await names("?q=a")).length).toBe(10);
    expect((await names("?q=a&limit=20")).length).toBe(20);
    expect(await names("?q=zzzzqqq")).toEqual([]);
  });

  it("refuses a bad query with 400", async () => {
    for (const qs of ["", "?q=", "?q=%20%20", `?q=${"a".repeat(61)}`, "?q=java&limit=21", "?q=java&limit=0", "?q=java&limit=x", "?q=a%00"]) {
      const res = await ask(qs);
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST");
    }
    // A LIKE wildcard is a character like any other.
    expect(await names("?q=%25")).toEqual([]);
  });
});

describe("matchSkills (reading the table)", () => {
  it("finds the skills of a posting and a resume line, and none in plain prose", async () => {
    const db = getDb();
    await loadSkills(db);
    expect(
      await matchSkills(db, "Full-Stack development: React with TypeScript, Node.js and PostgreSQL on AWS; C# a plus. Go above and beyond!"),
    ).toEqual(["full-stack-development", "react", "typescript", "node-js", "postgresql", "amazon-web-services", "c-sharp"]);
    expect(await matchSkills(db, "CNA with BLS, vital signs and dementia care; 2 years in home health")).toEqual([
      "certified-nursing-assistant",
      "basic-life-support",
      "vital-signs",
      "dementia-care",
      "home-health-care",
    ]);
    expect(await matchSkills(db, "Come grow with us! Great pay, flexible hours and a friendly team.")).toEqual([]);
  });

  it("follows the table: a retired skill is no longer found", async () => {
    const db = getDb();
    await loadSkills(db);
    expect(await matchSkills(db, "Lotus Notes and Slack")).toEqual(["lotus-notes", "slack"]);
    await loadSkills(db, SKILL_VOCABULARY.filter((s) => s.slug !== "lotus-notes"));
    expect(await matchSkills(db, "Lotus Notes")).toEqual([]);
    await loadSkills(db);
  });
});
