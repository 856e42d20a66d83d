import { describe, expect, it } from "vitest";
import type { NavigationItem } from "@/features/content/types";
import { ROLES } from "@/lib/auth/roles";
import { routeExists } from "@/testing/app-routes";
import { accountMenuItems, headerPinning, joinHref, LANDED_MENU_PATHS, shownAccountMenuItems, splitMenuItems, visibleCategories } from "./nav-menus";

const item = (category: NavigationItem["category"], title: string, group: string | null = null): NavigationItem => ({
  category,
  title,
  url: `/${title.toLowerCase().replace(/\W+/g, "-")}`,
  description: "",
  group,
});

const ITEMS: NavigationItem[] = [
  item("job-seekers", "Browse Jobs"),
  item("job-seekers", "Tools & Training"),
  item("job-seekers", "Resume Builder", "tools-training"),
  item("employer-solutions", "Post a Job"),
  item("community-partners", "Partner With Us"),
  item("about", "About Upstep"),
  item("resources", "Blog"),
];

/** Every subset of the four roles. */
const ROLE_SETS: string[][] = Array.from({ length: 1 << ROLES.length }, (_, mask) => ROLES.filter((_, i) => mask & (1 << i)));

describe("visibleCategories", () => {
  it("shows every category to signed-out visitors, in order", () => {
    expect(visibleCategories(ITEMS, null).map((c) => c.label)).toEqual(["Job Seekers", "Employer Solutions", "Community Partners", "About", "Resources"]);
  });
  it("hides Community Partners and Employer Solutions from signed-in users with no roles", () => {
    expect(visibleCategories(ITEMS, { roles: [] }).map((c) => c.key)).toEqual(["job-seekers", "about", "resources"]);
  });
  it.each(ROLE_SETS.filter((r) => r.length > 0))("shows every category to a user with roles %j", (...roles) => {
    expect(visibleCategories(ITEMS, { roles: roles.flat() })).toHaveLength(5);
  });
  it("leaves out a category without items", () => {
    expect(visibleCategories(ITEMS.filter((i) => i.category !== "about"), null).map((c) => c.key)).not.toContain("about");
  });
});

describe("splitMenuItems", () => {
  it("separates the Tools & Training heading and its group", () => {
    const s = splitMenuItems(ITEMS.filter((i) => i.category === "job-seekers"));
    expect(s.plain.map((i) => i.title)).toEqual(["Browse Jobs"]);
    expect(s.toolsHeading?.title).toBe("Tools & Training");
    expect(s.tools.map((i) => i.title)).toEqual(["Resume Builder"]);
  });
});

describe("accountMenuItems", () => {
  const labels = (roles: string[], brand?: "upstep" | "partner") => accountMenuItems(roles, brand).map((i) => i.label);

  it("gives candidates Profile Photo, Dashboard, Candidate360° Profile, Job Alerts, Log Out", () => {
    expect(accountMenuItems([])).toEqual([
      { label: "Profile Photo", href: "#profile-photo" },
      { label: "Dashboard", href: "/dashboard" },
      { label: "Candidate360° Profile", href: "/dashboard/candidate360" },
      { label: "Job Alerts", href: "/dashboard/settings" },
      { label: "Account & Security", href: "/account/security" },
      { label: "Log Out", href: "#logout" },
    ]);
  });
  it("says just Profile on the partner dashboard brand", () => {
    expect(labels([], "partner")).toEqual(["Profile Photo", "Dashboard", "Profile", "Job Alerts", "Account & Security", "Log Out"]);
  });
  it.each(["Hiring Manager", "H2O Hiring Manager"])("gives %s Dashboard and Account Settings", (role) => {
    expect(labels([role])).toEqual(["Dashboard", "Account Settings", "Account & Security", "Log Out"]);
  });

  it.each(ROLE_SETS)("role set %j: base menu by hiring type, Admin/Recruiter entries, Log Out last", (...r) => {
    const roles = r.flat();
    const menu = accountMenuItems(roles);
    const hiring = roles.includes("Hiring Manager") || roles.includes("H2O Hiring Manager");
    const expected = [
      ...(hiring ? ["Dashboard", "Account Settings"] : ["Profile Photo", "Dashboard", "Candidate360° Profile", "Job Alerts"]),
      ...(roles.includes("Administrator") ? ["Admin"] : []),
      ...(roles.includes("Recruiter") ? ["Recruiter"] : []),
      "Account & Security",
      "Log Out",
    ];
    expect(menu.map((i) => i.label)).toEqual(expected);
    expect(menu.at(-1)).toEqual({ label: "Log Out", href: "#logout" });
    if (roles.includes("Administrator")) expect(menu.find((i) => i.label === "Admin")?.href).toBe("/admin");
    if (roles.includes("Recruiter")) expect(menu.find((i) => i.label === "Recruiter")?.href).toBe("/talent/subscribers");
  });
});

describe("shownAccountMenuItems", () => {
  it.each([...LANDED_MENU_PATHS].filter((p) => p.startsWith("/")))("landed path %s is a route of the app", (p) => {
    expect(routeExists(p)).toBe(true);
  });

  it.each(ROLE_SETS)("role set %j: only built pages and hash modals, in the spec's order, Log Out last", (...r) => {
    const roles = r.flat();
    const shown = shownAccountMenuItems(roles);
    for (const item of shown) expect(item.href.startsWith("#") || routeExists(item.href), item.href).toBe(true);
    const full = accountMenuItems(roles).map((i) => i.label);
    expect(shown.map((i) => i.label)).toEqual(full.filter((l) => shown.some((i) => i.label === l)));
    expect(shown.map((i) => i.label)).toContain("Account & Security");
    expect(shown.at(-1)?.label).toBe("Log Out");
  });

  it.each(["Hiring Manager", "H2O Hiring Manager"])("a %s sees Dashboard (/hiring/dashboard) and Account Settings (/hiring/account-settings/your-details)", (role) => {
    expect(shownAccountMenuItems([role])).toEqual([
      { label: "Dashboard", href: "/hiring/dashboard" },
      { label: "Account Settings", href: "/hiring/account-settings/your-details" },
      { label: "Account & Security", href: "/account/security" },
      { label: "Log Out", href: "#logout" },
    ]);
  });

  it("a candidate sees Profile Photo, Dashboard, Candidate360° Profile, Job Alerts, Account & Security and Log Out", () => {
    expect(shownAccountMenuItems([]).map((i) => i.label)).toEqual(["Profile Photo", "Dashboard", "Candidate360° Profile", "Job Alerts", "Account & Security", "Log Out"]);
  });
});

describe("joinHref", () => {
  it.each([
    ["/", "/join"],
    ["/jobs", "/join"],
    ["/quizzes/interview-prep", "/campaign/interview-prep-lp"],
    ["/campaign/interview-prep-lp", "/campaign/interview-prep-lp"],
    ["/resume-builder", "/campaign/resume-builder-campaign"],
    ["/blog/post/resume-builder-tips", "/campaign/resume-builder-campaign"],
  ])("%s -> %s", (path, href) => expect(joinHref(path)).toBe(href));
});

describe("headerPinning (spec 4)", () => {
  it("is not pinned up to 120 px and pinned past it, with a spacer", () => {
    expect(headerPinning({ pathname: "/", scrollY: 0, bannerVisible: false })).toEqual({ pinned: false, spacer: true });
    expect(headerPinning({ pathname: "/", scrollY: 120, bannerVisible: false })).toEqual({ pinned: false, spacer: true });
    expect(headerPinning({ pathname: "/", scrollY: 121, bannerVisible: false })).toEqual({ pinned: true, spacer: true });
  });
  it.each(["/dashboard", "/dashboard/jobs", "/hiring", "/hiring/dashboard"])("is never pinned and has no spacer on %s", (pathname) => {
    expect(headerPinning({ pathname, scrollY: 500, bannerVisible: false })).toEqual({ pinned: false, spacer: false });
  });
  it("is never pinned and has no spacer while the banner is visible", () => {
    expect(headerPinning({ pathname: "/", scrollY: 500, bannerVisible: true })).toEqual({ pinned: false, spacer: false });
  });
  it("does not treat look-alike paths as dashboard or hiring paths", () => {
    expect(headerPinning({ pathname: "/dashboards", scrollY: 500, bannerVisible: false }).pinned).toBe(true);
    expect(headerPinning({ pathname: "/hiring-events", scrollY: 500, bannerVisible: false }).pinned).toBe(true);
  });
});
