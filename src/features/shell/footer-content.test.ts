import { describe, expect, it } from "vitest";
import type { FooterItem } from "@/features/content/types";
import { footerColumns, legalEntries, socialLinks } from "./footer-content";

const ITEMS: FooterItem[] = [
  { category: "job-seekers", label: "Find jobs", url: "/jobs" },
  { category: "tools", label: "Toolkit", url: "/candidates" },
  { category: "employers", label: "Employer resources", url: "/employers" },
  { category: "about", label: "About Upstep", url: "/about" },
  { category: "social", label: "LinkedIn", url: "https://linkedin.example" },
  { category: "legal", label: "Privacy", url: "/privacy" },
  { category: "legal", label: "Terms of Use", url: "https://elsewhere.example/terms" },
  { category: "legal", label: "Cookie Notice", url: "/cookie-notice" },
];

describe("footer content", () => {
  it("builds the columns in spec order with the tools sub-group under Job Seekers", () => {
    const cols = footerColumns(ITEMS);
    expect(cols.map((c) => c.heading)).toEqual(["Job Seekers", "Employers", "About"]);
    expect(cols[0]?.subGroup?.items.map((i) => i.label)).toEqual(["Toolkit"]);
    expect(socialLinks(ITEMS).map((i) => i.label)).toEqual(["LinkedIn"]);
  });
  it("lists legal links, special-cases Terms of Use and Accessibility, then the fixed entries", () => {
    expect(legalEntries(ITEMS)).toEqual([
      { kind: "link", label: "Privacy", href: "/privacy" },
      { kind: "link", label: "Terms of Use", href: "/terms-of-service" },
      { kind: "link", label: "Accessibility", href: "/accessibility" },
      { kind: "consent", label: "Cookies Settings" },
      { kind: "link", label: "Cookie Notice", href: "/cookie-notice" },
      { kind: "link", label: "CA Notices at Collection", href: "/ca-notices-at-collection" },
      { kind: "consent", label: "Your Privacy Choices" },
    ]);
  });
});
