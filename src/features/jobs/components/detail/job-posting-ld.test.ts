import { describe, expect, it } from "vitest";
import { companyInitials, formatSalary, htmlToText } from "./job-format";
import { serializeJsonLd } from "./job-posting-ld";
import { shareUrls } from "./share-links";

describe("serializeJsonLd", () => {
  it("escapes < so no value can close the script element, and stays valid JSON", () => {
    const value = { description: "</script><script>alert(1)</script><!-- x", line: "a\u2028b" };
    const json = serializeJsonLd(value);
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("job display text", () => {
  it("formats salary ranges with currency and period", () => {
    const base = { salaryCurrency: "USD", salaryPeriod: "hour" as const };
    expect(formatSalary({ ...base, salaryMinCents: 3800, salaryMaxCents: 5250 })).toBe("$38 – $52.50 an hour");
    expect(formatSalary({ salaryMinCents: 6_000_000, salaryMaxCents: null, salaryCurrency: "USD", salaryPeriod: "year" })).toBe("From $60,000 a year");
    expect(formatSalary({ salaryMinCents: null, salaryMaxCents: 9_000_000, salaryCurrency: "EUR", salaryPeriod: "year" })).toBe("Up to €90,000 a year");
    expect(formatSalary({ salaryMinCents: null, salaryMaxCents: null, salaryCurrency: null, salaryPeriod: null })).toBeNull();
  });

  it("makes initials and plain text", () => {
    expect(companyInitials("Northwind Health, Inc.")).toBe("NH");
    expect(companyInitials("Contoso")).toBe("CO");
    expect(htmlToText("<p>Pick &amp; pack</p><ul><li>Nights</li></ul>")).toBe("Pick & pack Nights");
    expect(htmlToText("<p>one two three four five</p>", 14)).toBe("one two three…");
    expect(htmlToText("<p>alpha beta gamma delta</p>", 16)).toBe("alpha beta…");
  });

  it("builds share links with the encoded job URL", () => {
    const links = shareUrls("https://upstep.example/jobs/all/all/all/all/all/abc", "Nurse & Aide");
    expect(links.linkedIn).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fupstep.example%2Fjobs%2Fall%2Fall%2Fall%2Fall%2Fall%2Fabc");
    expect(links.x).toContain("text=Nurse%20%26%20Aide");
    expect(links.facebook).toContain("sharer.php?u=https%3A%2F%2F");
    expect(links.email.startsWith("mailto:?subject=Nurse%20%26%20Aide&body=")).toBe(true);
  });
});
