import { describe, expect, it } from "vitest";
import { pickInterests, wordsOf, type InterestSignals } from "./interests";

const TAGS = ["resume", "remote-work", "career-change", "interviews", "salary-and-negotiation", "job-search", "early-career", "for-employers", "workplace-skills"].map((slug, i) => ({
  id: `t${i}`,
  slug,
  name: slug === "resume" ? "Resumes" : slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase()),
}));

const NONE: InterestSignals = { titles: [], categories: [], alertKeywords: [], prefersRemote: false, entryLevel: false, saidPay: false, hasJobAlerts: false, latestTitle: "", wantedTitles: [] };

const picked = (s: Partial<InterestSignals>) => pickInterests({ ...NONE, ...s }, TAGS).map((i) => [i.tag.slug, i.because]);

describe("blog interests", () => {
  it("picks nothing from an empty profile", () => {
    expect(picked({})).toEqual([]);
  });

  it("turns profile signals into the blog's topics, with the reason", () => {
    expect(picked({ prefersRemote: true, entryLevel: true, saidPay: true, hasJobAlerts: true })).toEqual([
      ["remote-work", "you want remote work"],
      ["early-career", "you are at entry level"],
      ["salary-and-negotiation", "you told us the pay you want"],
      ["job-search", "you have job alerts"],
    ]);
  });

  it("sees a career change only when no wanted title shares a word with the latest job", () => {
    expect(picked({ latestTitle: "Retail Sales Associate", wantedTitles: ["Medical Assistant"] })).toEqual([["career-change", "the titles you want differ from your latest job"]]);
    expect(picked({ latestTitle: "Medical Receptionist", wantedTitles: ["Medical Assistant"] })).toEqual([]);
    expect(picked({ wantedTitles: ["Medical Assistant"] })).toEqual([]);
  });

  it("matches words of titles, categories and alert keywords against tag names and slugs", () => {
    expect(picked({ titles: ["Remote Support Agent"] })).toEqual([["remote-work", "matches your title Remote Support Agent"]]);
    expect(picked({ alertKeywords: ["resume writer"] })).toEqual([["resume", "matches your job alert for resume writer"]]);
    // "work" and "skills" alone say nothing: a social worker is not after remote work or workplace skills.
    expect(picked({ titles: ["Social Work Assistant"], categories: ["skilled-trades"] })).toEqual([]);
  });

  it("keeps at most four, each tag once, rules first", () => {
    const all = pickInterests({ ...NONE, prefersRemote: true, hasJobAlerts: true, saidPay: true, entryLevel: true, titles: ["Remote interviews coordinator"] }, TAGS);
    expect(all).toHaveLength(4);
    expect(new Set(all.map((i) => i.tag.slug)).size).toBe(4);
  });

  it("reads words as lower-case singulars", () => {
    expect(wordsOf("Interviews & Resumes for Nurses, class")).toEqual(["interview", "resume", "nurse", "class"]);
  });
});
