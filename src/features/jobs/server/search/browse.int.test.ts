import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { BROWSE_PAGE_SIZE, browseIndex, browseIndexCached, clearBrowseIndexCache, resolveCategoryRoute, resolveCompaniesRoute, resolveRemoteRoute, resolveStateRoute, type BrowseOutcome } from "./browse";
import { seedSearchFixture } from "./search-fixture.testing";

let refById = new Map<string, string>();
const db = () => getDb();
function jobsOf(o: BrowseOutcome) {
  if (o.kind !== "jobs") throw new Error(`expected a jobs page, got ${JSON.stringify(o)}`);
  return o.result.hits.map((h) => refById.get(h.id)).sort();
}
const linksOf = (o: BrowseOutcome) => {
  if (o.kind !== "index") throw new Error(`expected an index, got ${o.kind}`);
  return o.links.map((l) => [l.label, l.href, l.count]);
};

beforeAll(async () => {
  refById = await seedSearchFixture();
});

describe("browse routes (spec 2.7): pages, page-1 redirects and 404s", () => {
  it("indexes states, categories, remote and company letters with open-job counts", async () => {
    const index = await browseIndex(db());
    expect(index.states).toHaveLength(51);
    expect(index.states.find((s) => s.label === "Texas")).toEqual({ label: "Texas", href: "/browse-jobs/state/texas", count: 5 });
    expect(index.categories).toEqual([
      { label: "Healthcare", href: "/browse-jobs/category/healthcare", count: 4 },
      { label: "Logistics", href: "/browse-jobs/category/logistics", count: 3 },
      { label: "Technology", href: "/browse-jobs/category/technology", count: 2 },
    ]);
    expect(index.remote).toEqual({ label: "Remote jobs", href: "/browse-jobs/remote", count: 1 });
    expect(index.letters.map((l) => l.href)).toContain("/browse-jobs/companies/0-9");
  });

  it("the /browse-jobs page's index is read once and then kept", async () => {
    clearBrowseIndexCache();
    const first = await browseIndexCached(db());
    expect(first).toEqual(await browseIndex(db()));
    expect(await browseIndexCached(db())).toBe(first);
    clearBrowseIndexCache();
    expect(await browseIndexCached(db())).not.toBe(first);
  });

  it("/browse-jobs/state/{state}: cities; unknown state 404; a state code redirects to the slug", async () => {
    const texas = await resolveStateRoute(db(), "texas", []);
    expect(linksOf(texas)).toEqual([
      ["Austin", "/browse-jobs/state/texas/austin", 2],
      ["Houston", "/browse-jobs/state/texas/houston", 1],
      ["Round Rock", "/browse-jobs/state/texas/round-rock", 1],
      ["San Marcos", "/browse-jobs/state/texas/san-marcos", 1],
    ]);
    expect(texas.kind === "index" && texas.allLink).toMatchObject({ href: "/browse-jobs/state/texas/all", count: 5 });
    expect(await resolveStateRoute(db(), "atlantis", [])).toEqual({ kind: "not-found" });
    expect(await resolveStateRoute(db(), "tx", ["austin"])).toEqual({ kind: "redirect", to: "/browse-jobs/state/texas/austin" });
    expect((await resolveStateRoute(db(), "new-york", [])).kind).toBe("index");
  });

  it("/browse-jobs/state/{state}/{city}[/{page}] and /all[/{page}]", async () => {
    expect(jobsOf(await resolveStateRoute(db(), "texas", ["austin"]))).toEqual(["J1", "J10"]);
    expect(jobsOf(await resolveStateRoute(db(), "texas", ["all"]))).toEqual(["J1", "J10", "J2", "J3", "J4"]);
    expect(await resolveStateRoute(db(), "texas", ["austin", "1"])).toEqual({ kind: "redirect", to: "/browse-jobs/state/texas/austin" });
    expect(await resolveStateRoute(db(), "texas", ["all", "1"])).toEqual({ kind: "redirect", to: "/browse-jobs/state/texas/all" });
    expect(await resolveStateRoute(db(), "texas", ["all", "2"])).toEqual({ kind: "not-found" }); // past the end
    expect(await resolveStateRoute(db(), "texas", ["all", "x"])).toEqual({ kind: "not-found" });
    expect(await resolveStateRoute(db(), "texas", ["gotham"])).toEqual({ kind: "not-found" });
    expect(await resolveStateRoute(db(), "texas", ["austin", "2", "3"])).toEqual({ kind: "not-found" });
    const page = await resolveStateRoute(db(), "texas", ["all"]);
    expect(page.kind === "jobs" && page.result.pageSize).toBe(BROWSE_PAGE_SIZE);
    expect(page.kind === "jobs" && [page.pathOf(1), page.pathOf(2)]).toEqual(["/browse-jobs/state/texas/all", "/browse-jobs/state/texas/all/2"]);
  });

  it("/browse-jobs/companies/{letter}[/{company}[/{page}]]", async () => {
    expect(linksOf(await resolveCompaniesRoute(db(), "c", []))).toEqual([
      ["Contoso Logistics", "/browse-jobs/companies/c/contoso-logistics", 3],
      ["Contoso Staffing", "/browse-jobs/companies/c/contoso-staffing", 1],
    ]);
    expect(linksOf(await resolveCompaniesRoute(db(), "0-9", []))).toEqual([]);
    expect(await resolveCompaniesRoute(db(), "C", [])).toEqual({ kind: "redirect", to: "/browse-jobs/companies/c" });
    expect(await resolveCompaniesRoute(db(), "ab", [])).toEqual({ kind: "not-found" });
    expect(jobsOf(await resolveCompaniesRoute(db(), "f", ["fabrikam"]))).toEqual(["J5", "J6", "J7"]);
    expect(await resolveCompaniesRoute(db(), "f", ["fabrikam", "1"])).toEqual({ kind: "redirect", to: "/browse-jobs/companies/f/fabrikam" });
    expect(await resolveCompaniesRoute(db(), "f", ["fabrikam", "2"])).toEqual({ kind: "not-found" });
    expect(await resolveCompaniesRoute(db(), "a", ["fabrikam"])).toEqual({ kind: "redirect", to: "/browse-jobs/companies/f/fabrikam" });
    expect(await resolveCompaniesRoute(db(), "f", ["no-such-company"])).toEqual({ kind: "not-found" });
  });

  it("/browse-jobs/remote[/{page}]", async () => {
    expect(jobsOf(await resolveRemoteRoute(db(), []))).toEqual(["J7"]);
    expect(await resolveRemoteRoute(db(), ["1"])).toEqual({ kind: "redirect", to: "/browse-jobs/remote" });
    expect(await resolveRemoteRoute(db(), ["2"])).toEqual({ kind: "not-found" });
    expect(await resolveRemoteRoute(db(), ["2", "3"])).toEqual({ kind: "not-found" });
  });

  it("/browse-jobs/category/{category}[/all|/{subcategory}[/{page}]]", async () => {
    expect(linksOf(await resolveCategoryRoute(db(), "healthcare", []))).toEqual([
      ["Advanced Practice", "/browse-jobs/category/healthcare/advanced-practice", 1],
      ["Nursing", "/browse-jobs/category/healthcare/nursing", 3],
    ]);
    expect(jobsOf(await resolveCategoryRoute(db(), "healthcare", ["all"]))).toEqual(["J1", "J2", "J3", "J6"]);
    expect(jobsOf(await resolveCategoryRoute(db(), "healthcare", ["nursing"]))).toEqual(["J1", "J2", "J3"]);
    expect(await resolveCategoryRoute(db(), "healthcare", ["nursing", "1"])).toEqual({ kind: "redirect", to: "/browse-jobs/category/healthcare/nursing" });
    expect(await resolveCategoryRoute(db(), "healthcare", ["all", "1"])).toEqual({ kind: "redirect", to: "/browse-jobs/category/healthcare/all" });
    expect(await resolveCategoryRoute(db(), "healthcare", ["all", "2"])).toEqual({ kind: "not-found" });
    expect(await resolveCategoryRoute(db(), "healthcare", ["warehouse"])).toEqual({ kind: "not-found" }); // another category's subcategory
    expect(await resolveCategoryRoute(db(), "astrology", [])).toEqual({ kind: "not-found" });
  });
});
