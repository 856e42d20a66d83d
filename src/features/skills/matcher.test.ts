import { describe, expect, it } from "vitest";
import { buildSkillMatcher } from "./matcher";
import { SKILL_VOCABULARY } from "./data/vocabulary";

// The real vocabulary: the rules are only worth what they do on the words we ship.
const match = buildSkillMatcher(SKILL_VOCABULARY);

describe("matchSkills rules on the shipped vocabulary", () => {
  it("finds names and aliases case-insensitively, as slugs in order of first mention", () => {
    expect(match("Experience with javascript, TypeScript and node.js; MS Excel a plus.")).toEqual(["javascript", "typescript", "node-js", "microsoft-excel"]);
  });

  it("keeps C++, C#, .NET, ASP.NET and Node.js whole", () => {
    expect(match("Backend in C# on .NET 8 and ASP.NET Core, tooling in C++ and Node.js")).toEqual(["c-sharp", "dot-net", "asp-dot-net", "c-plus-plus", "node-js"]);
    // No "C" inside C++ or C#, no "JS" inside Node.js.
    expect(match("C++ and C# only")).toEqual(["c-plus-plus", "c-sharp"]);
  });

  it("matches across flexible spaces and hyphens and prefers the longest term", () => {
    expect(match("Strong front end development and React Native skills")).toEqual(["front-end-development", "react-native"]);
    expect(match("Wrote T-SQL and PL/SQL procedures")).toEqual(["t-sql", "pl-sql"]);
  });

  it("matches short terms only in their exact case", () => {
    expect(match("Built UIs in JS with good UX")).toEqual(["javascript", "user-experience-design"]);
    expect(match("the ux team likes js")).toEqual([]);
  });

  it("finds ambiguous languages only with technical company and not opening prose", () => {
    expect(match("Backend services in Go, Python and PostgreSQL; statistics in R.")).toEqual(["go", "python", "postgresql", "statistics", "r"]);
    expect(match("Skills: C, Rust, Linux")).toEqual(["c", "rust", "linux"]);
    // Ordinary prose: no technical company, or the word opens a sentence.
    expect(match("Go above and beyond for our guests every day.")).toEqual([]);
    expect(match("Go above and beyond. We use Python and Docker.")).toEqual(["python", "docker"]);
    expect(match("Ready to go? We are a team that loves to go the extra mile.")).toEqual([]);
  });

  it("does not find R or C inside words, abbreviations or hyphenated words", () => {
    expect(match("R&D manager reporting to the C-suite; Vitamin C; Python")).toEqual(["python"]);
    expect(match("Hold a Class C CDL with hazmat endorsement")).toEqual(["commercial-driver-s-license", "hazmat-endorsement"]);
    expect(match("Our Rust belt plant needs a forklift operator")).toEqual(["forklift-operation"]);
  });

  it("finds ordinary-word tools only in their case and with company of the same family", () => {
    expect(match("You will excel at customer service")).toEqual(["customer-service"]);
    expect(match("Excel, Word and PowerPoint; Outlook calendars")).toEqual(["microsoft-excel", "microsoft-powerpoint", "microsoft-outlook"]);
    expect(match("We react quickly. Built the UI in React with TypeScript")).toEqual(["user-interface-design", "react", "typescript"]);
  });

  it("reads realistic postings and resume lines", () => {
    expect(match("Registered Nurse, Med-Surg. BLS and ACLS required; EPIC charting, IV starts and wound care.")).toEqual([
      "medical-surgical-nursing",
      "basic-life-support",
      "advanced-cardiovascular-life-support",
      "iv-therapy",
      "wound-care",
    ]);
    expect(match("Class A CDL driver, clean driving record, hours of service, pre-trip inspections; forklift certified")).toEqual([
      "class-a-cdl",
      "safe-driving-record",
      "hours-of-service",
      "pre-trip-inspection",
      "forklift-operation",
    ]);
    expect(match("Line cook: food prep, knife skills, ServSafe Food Handler; cash handling and POS.")).toEqual([
      "line-cooking",
      "food-preparation",
      "knife-skills",
      "servsafe",
      "cash-handling",
      "point-of-sale",
    ]);
  });

  it("does not read everyday words of a posting as soft skills", () => {
    expect(match("Our organization values leadership and planning; overtime at the manager's discretion. A new initiative for compliance.")).toEqual([]);
    expect(match("Strengths: Leadership, Planning, Teamwork and Time Management")).toEqual(["leadership", "planning", "teamwork", "time-management"]);
  });

  it("returns nothing for empty or skill-free text", () => {
    expect(match("")).toEqual([]);
    expect(match("We are a friendly family business in Springfield.")).toEqual([]);
  });
});
