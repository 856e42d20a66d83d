import { describe, expect, it } from "vitest";
import { ADMIN_COMPANY_MESSAGES as M } from "./messages";
import { adminCompaniesListPath } from "./paths";
import { createAdminCompanySchema, parseAdminCompaniesQuery, parseCompanyTab, slugField } from "./schemas";

describe("admin companies inputs", () => {
  it("reads the tab, anything unknown being details", () => {
    expect(parseCompanyTab("members")).toBe("members");
    expect(parseCompanyTab("activity")).toBe("activity");
    expect(parseCompanyTab("Members")).toBe("details");
    expect(parseCompanyTab(["members"])).toBe("details");
    expect(parseCompanyTab(undefined)).toBe("details");
  });

  it("reads the list's query with defaults for anything malformed", () => {
    expect(parseAdminCompaniesQuery({})).toEqual({ q: "", verified: "", featured: "", claimed: "", category: "", sort: "name", dir: "asc", page: 1 });
    expect(parseAdminCompaniesQuery({ sort: "jobs" })).toMatchObject({ sort: "jobs", dir: "desc" });
    expect(parseAdminCompaniesQuery({ sort: "bogus", dir: "up", page: "-3", verified: "maybe", category: "nope", q: ["a", "b"] })).toMatchObject({
      sort: "name",
      dir: "asc",
      page: 1,
      verified: "",
      category: "",
      q: "",
    });
    expect(parseAdminCompaniesQuery({ q: `  ${"x".repeat(500)} ` }).q).toHaveLength(200);
  });

  it("builds list URLs without defaults", () => {
    expect(adminCompaniesListPath()).toBe("/admin/companies");
    expect(adminCompaniesListPath({ q: "a b", claimed: "no", sort: "created", dir: "desc", page: 3 })).toBe("/admin/companies?q=a+b&claimed=no&sort=created&page=3");
    expect(adminCompaniesListPath({ sort: "created", dir: "asc" })).toBe("/admin/companies?sort=created&dir=asc");
  });

  it("accepts lowercase hyphenated addresses only, never a directory segment", () => {
    expect(slugField.parse(" Acme-Health ")).toBe("acme-health");
    for (const bad of ["acme health", "acme--health", "-acme", "acme_", "browse", "category"]) expect(slugField.safeParse(bad).success, bad).toBe(false);
    expect(slugField.safeParse("a b").error?.issues[0]?.message).toBe(M.slugInvalid);
    expect(slugField.safeParse("x".repeat(81)).error?.issues).toHaveLength(1);
  });

  it("checks a new company with the messages the form shows", () => {
    const r = createAdminCompanySchema.safeParse({ name: "", slug: "", website: "www.example.com", description: "", categoryId: "x" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["name", "Type a valid Company name"],
      ["slug", "Type a valid address"],
      ["website", "Type a valid Website (https://...)"],
      ["categoryId", M.categoryUnknown],
    ]);
    expect(createAdminCompanySchema.safeParse({ name: "Acme", slug: "acme", website: "https://acme.example", description: "", categoryId: "" }).success).toBe(true);
    expect(createAdminCompanySchema.safeParse({ name: "Acme", slug: "acme", website: "", description: "", categoryId: "", extra: 1 }).success).toBe(false);
  });
});
