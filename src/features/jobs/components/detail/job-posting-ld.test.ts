import { describe, expect, it } from "vitest";
import { companyInitials } from "./job-format";
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
  it("makes initials", () => {
    expect(companyInitials("Northwind Health, Inc.")).toBe("NH");
    expect(companyInitials("Contoso")).toBe("CO");
  });

  it("builds share links with the encoded job URL", () => {
    const links = shareUrls("https://upstep.example/jobs/all/all/all/all/all/abc", "Nurse & Aide");
    expect(links.linkedIn).toBe("https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fupstep.example%2Fjobs%2Fall%2Fall%2Fall%2Fall%2Fall%2Fabc");
    expect(links.x).toContain("text=Nurse%20%26%20Aide");
    expect(links.facebook).toContain("sharer.php?u=https%3A%2F%2F");
    expect(links.email.startsWith("mailto:?subject=Nurse%20%26%20Aide&body=")).toBe(true);
  });
});
