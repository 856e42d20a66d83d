import { describe, expect, it } from "vitest";
import { findDatePoints, findDateRanges, parseDatePoint } from "./dates";
import { findContact, findEmail, findName, findPhone, findPlace } from "./contact";
import { headingKind, splitSections } from "./sections";
import { findColumnSplit, groupLines, pageLines, type PdfItem } from "./pdf-layout";
import { rtfToText } from "./rtf";
import { parseWork } from "./work";
import { parseEducation, splitDegree } from "./education";
import { languagesInSection, languagesInText } from "./languages";
import { joinBrokenRanges, parseResumeText } from "./parse-text";

/* The resume parser's pure parts (decision 028); the whole corpus runs in resume-corpus.int.test.ts. */

describe("dates", () => {
  it("reads month names, abbreviations, MM/YYYY, YYYY-MM, seasons and years", () => {
    expect(parseDatePoint("March 2021")).toEqual({ year: 2021, month: 3 });
    expect(parseDatePoint("Sept. 2019")).toEqual({ year: 2019, month: 9 });
    expect(parseDatePoint("03/2021")).toEqual({ year: 2021, month: 3 });
    expect(parseDatePoint("2021-11")).toEqual({ year: 2021, month: 11 });
    expect(parseDatePoint("Summer 2019")).toEqual({ year: 2019, month: null });
    expect(parseDatePoint("2018")).toEqual({ year: 2018, month: null });
    expect(parseDatePoint("13/2021")).toBeNull();
    expect(parseDatePoint("Someday 2021")).toBeNull();
  });

  it("finds ranges with dashes, 'to', and Present/Current, and refuses backwards ones", () => {
    const [r] = findDateRanges("Registered Nurse\tJan 2019 – Present");
    expect(r).toMatchObject({ start: { year: 2019, month: 1 }, end: null, current: true });
    expect(findDateRanges("01/2015 - 12/2018")[0]).toMatchObject({ start: { year: 2015, month: 1 }, end: { year: 2018, month: 12 }, current: false });
    expect(findDateRanges("September 2017 to September 2020")[0]!.end).toEqual({ year: 2020, month: 9 });
    expect(findDateRanges("2016 — 2019")[0]).toMatchObject({ start: { year: 2016, month: null }, end: { year: 2019, month: null } });
    expect(findDateRanges("Fall 2020 - Spring 2022")[0]).toMatchObject({ start: { year: 2020, month: null }, end: { year: 2022, month: null } });
    expect(findDateRanges("May 2021 - Current")[0]!.current).toBe(true);
    expect(findDateRanges("2020 – 2018")).toEqual([]);
    expect(findDateRanges("Since 2020")[0]).toMatchObject({ start: { year: 2020 }, current: true });
    // Phone numbers and ZIP codes are not dates.
    expect(findDateRanges("(312) 555-0169 | Chicago, IL 60618")).toEqual([]);
    expect(findDatePoints("Chicago, IL 60618")).toEqual([]);
  });

  it("joins a range broken over two lines", () => {
    expect(joinBrokenRanges(["Nurse\tDecember 2020 –", "February 2023", "• Cared for patients"])).toEqual(["Nurse\tDecember 2020 – February 2023", "• Cared for patients"]);
    expect(joinBrokenRanges(["HVAC Technician\tSeptember 2020 - February", "2022"])).toEqual(["HVAC Technician\tSeptember 2020 - February 2022"]);
    expect(joinBrokenRanges(["Jan 2020 – Present", "Acme"])).toEqual(["Jan 2020 – Present", "Acme"]);
  });
});

describe("contact", () => {
  it("finds the email and a US phone as 10 digits in any common style", () => {
    expect(findEmail("Email: Jane.Doe+jobs@Example.com | x")).toBe("jane.doe+jobs@example.com");
    for (const p of ["(312) 555-0169", "312-555-0169", "312.555.0169", "+1 312 555 0169", "1-312-555-0169"]) expect(findPhone(`Phone: ${p}`)).toBe("3125550169");
    // Not a phone: an area code starting with 1, a longer number.
    expect(findPhone("ID 123-456-7890")).toBe("");
    expect(findPhone("Order 93125550169123")).toBe("");
  });

  it("finds City, ST ZIP and City, State", () => {
    expect(findPlace("Salt Lake City, UT 84104 | (801) 555-0101")).toEqual({ city: "Salt Lake City", state: "UT", postalCode: "84104" });
    expect(findPlace("Austin, TX")).toEqual({ city: "Austin", state: "TX", postalCode: "" });
    expect(findPlace("Portland, Oregon 97206")).toEqual({ city: "Portland", state: "OR", postalCode: "97206" });
    expect(findPlace("Skills: C, JS")).toBeNull();
  });

  it("takes the name from the top lines: credentials dropped, capitals tidied, accents and apostrophes kept", () => {
    expect(findName(["RESUME", "Maria L. Gonzalez, RN", "Chicago, IL"])).toEqual({ firstName: "Maria", lastName: "Gonzalez" });
    expect(findName(["JAMAL O'NEILL", "jamal@example.com"])).toEqual({ firstName: "Jamal", lastName: "O'Neill" });
    expect(findName(["Tomás Jimenez-Ortiz"])).toEqual({ firstName: "Tomás", lastName: "Jimenez-Ortiz" });
    expect(findName(["Professional Summary", "(312) 555-0169"])).toEqual({ firstName: "", lastName: "" });
    expect(findContact(["Ana Ruiz", "ana@example.org · 414-555-0100 · Milwaukee, WI 53204"], ["Ana Ruiz", "ana@example.org · 414-555-0100 · Milwaukee, WI 53204"])).toEqual({
      firstName: "Ana", lastName: "Ruiz", email: "ana@example.org", phone: "4145550100", city: "Milwaukee", state: "WI", postalCode: "53204",
    });
  });
});

describe("sections", () => {
  it("knows headings in any case and wording, and not sentences", () => {
    expect(headingKind("PROFESSIONAL EXPERIENCE")).toBe("experience");
    expect(headingKind("Work History:")).toBe("experience");
    expect(headingKind("Employment")).toBe("experience");
    expect(headingKind("EDUCATION & TRAINING")).toBe("education");
    expect(headingKind("Technical Skills")).toBe("skills");
    expect(headingKind("Core Competencies")).toBe("skills");
    expect(headingKind("Language Skills")).toBe("languages");
    expect(headingKind("Summary of Qualifications")).toBe("summary");
    // Volunteer roles are not employment: not proposed as work history.
    expect(headingKind("Volunteer Experience")).toBe("other");
    expect(headingKind("References")).toBe("other");
    expect(headingKind("Gained experience in education settings")).toBeNull();
    expect(headingKind("Skills 2020")).toBeNull();
  });

  it("splits lines into the header and sections", () => {
    const { header, sections } = splitSections(["Ana Ruiz", "ana@example.org", "EXPERIENCE", "Cashier, Shop", "Education", "GED"]);
    expect(header).toEqual(["Ana Ruiz", "ana@example.org"]);
    expect(sections.map((s) => [s.kind, s.lines])).toEqual([["experience", ["Cashier, Shop"]], ["education", ["GED"]]]);
  });
});

const item = (str: string, x: number, y: number, fontSize = 10): PdfItem => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize });

describe("PDF lines and columns", () => {
  it("groups items by baseline, puts a tab across a wide gap, joins a wrapped bullet", () => {
    const lines = pageLines([
      item("Registered Nurse, Mercy", 54, 700), item("Jan 2019 – Present", 460, 700.4),
      item("•", 64, 686), item("Cared for six patients on a busy unit and", 74, 686), item("escalated changes", 74, 674),
    ]);
    expect(lines).toEqual(["Registered Nurse, Mercy\tJan 2019 – Present", "• Cared for six patients on a busy unit and escalated changes"]);
  });

  it("reads a two-column page column by column, not line by line", () => {
    const items: PdfItem[] = [item("Ana Ruiz — Line Cook", 54, 760, 14)];
    const left = ["CONTACT", "414-555-0100", "ana@example.org", "SKILLS", "Food Safety", "Knife Skills", "Grilling", "LANGUAGES", "Spanish – Native"];
    const right = ["EXPERIENCE", "Line Cook\tJan 2021 – Present", "Smokestack Grill, Omaha, NE", "• Prepared grill orders for 300 covers", "• Kept temperature logs", "Prep Cook\t2019 – 2020", "Harbor Cafe, Omaha, NE", "• Prepped vegetables and sauces", "• Closed the kitchen"];
    left.forEach((t, k) => items.push(item(t, 54, 720 - k * 14)));
    right.forEach((t, k) => {
      const [a, b] = t.split("\t");
      items.push(item(a!, 250, 720 - k * 14));
      if (b) items.push(item(b, 470, 720 - k * 14));
    });
    expect(findColumnSplit(groupLines(items))).not.toBeNull();
    expect(pageLines(items)).toEqual(["Ana Ruiz — Line Cook", ...left, ...right]);
  });

  it("keeps one column with right-aligned dates as one column", () => {
    const items: PdfItem[] = [];
    for (let k = 0; k < 6; k++) {
      items.push(item(`Job title ${k}, Employer ${k}`, 54, 700 - k * 42), item(`Jan 201${k} – Dec 201${k}`, 470 - k * 3, 700 - k * 42));
      items.push(item(`• A long bullet line that runs across the whole page width number ${k} ok`, 64, 686 - k * 42));
      items.push(item(`• Another long bullet line that runs across the page width too ${k} ok`, 64, 672 - k * 42));
    }
    expect(findColumnSplit(groupLines(items))).toBeNull();
    expect(pageLines(items)[0]).toBe("Job title 0, Employer 0\tJan 2010 – Dec 2010");
  });
});

describe("RTF", () => {
  it("keeps paragraphs, tabs, escapes and Unicode; drops tables of fonts, colours and info", () => {
    const rtf = String.raw`{\rtf1\ansi{\fonttbl{\f0 Helvetica;}}{\colortbl;\red0\green0\blue0;}{\info{\title Resume}}{\*\generator Writer;}
{\pard\b Jos\'e9 Mu\u241?oz\par}{\pard Cook\tab Jan 2020 \endash  Present\par}{\pard \bullet  Grill \{station\}\par}}`;
    expect(rtfToText(rtf)).toBe("José Muñoz\nCook\tJan 2020 – Present\n• Grill {station}");
  });
});

describe("work history", () => {
  it("reads 'Title, Employer | dates' lines and 'Employer — Place' over 'Title  dates'", () => {
    const a = parseWork(["Registered Nurse, Mercy General Hospital\tJan 2019 – Present", "• Cared for patients", "Cashier | Corner Market | 06/2016 - 12/2018", "- Handled cash"]);
    expect(a.map((w) => [w.title, w.employer, w.startMonth, w.startYear, w.endMonth, w.endYear, w.isCurrent])).toEqual([
      ["Registered Nurse", "Mercy General Hospital", 1, 2019, null, null, true],
      ["Cashier", "Corner Market", 6, 2016, 12, 2018, false],
    ]);
    expect(a[0]!.highlights).toEqual(["Cared for patients"]);
    const b = parseWork(["Blue Ridge Builders LLC — Asheville, NC", "Carpenter\tMarch 2018 - Present", "• Framed houses", "Tri-County Electric Co. — Hendersonville, NC", "Apprentice Electrician\t2015 - 2018", "• Pulled wire"]);
    expect(b.map((w) => [w.employer, w.title, w.location, w.startYear])).toEqual([
      ["Blue Ridge Builders LLC", "Carpenter", "Asheville, NC", 2018],
      ["Tri-County Electric Co.", "Apprentice Electrician", "Hendersonville, NC", 2015],
    ]);
  });

  it("reads dates on their own line (before or after), 'Title at Employer', and jobs without bullets", () => {
    const a = parseWork(["2020 - 2022", "Barista", "Daily Grind Coffee, Tulsa, OK", "• Made drinks", "2018 - 2020", "Host", "Elm Street Diner, Tulsa, OK", "• Seated guests"]);
    expect(a.map((w) => [w.title, w.employer, w.startYear, w.endYear])).toEqual([["Barista", "Daily Grind Coffee", 2020, 2022], ["Host", "Elm Street Diner", 2018, 2020]]);
    const b = parseWork(["Driver at QuickShip Logistics, Reno, NV", "May 2021 - Present", "Warehouse Associate at Sierra Foods", "Jan 2019 - Apr 2021"]);
    expect(b.map((w) => [w.title, w.employer, w.startMonth, w.isCurrent])).toEqual([["Driver", "QuickShip Logistics", 5, true], ["Warehouse Associate", "Sierra Foods", 1, false]]);
  });
});

describe("education", () => {
  it("splits degrees from fields and finds school, degree and years in common layouts", () => {
    expect(splitDegree("Bachelor of Science in Nursing")).toEqual({ degree: "Bachelor of Science", fieldOfStudy: "Nursing" });
    expect(splitDegree("B.S., Computer Science, GPA 3.6")).toEqual({ degree: "B.S.", fieldOfStudy: "Computer Science" });
    expect(parseEducation(["Bachelor of Arts in History, Ohio State University, 2015"])).toEqual([{ school: "Ohio State University", degree: "Bachelor of Arts", fieldOfStudy: "History", startYear: null, endYear: 2015 }]);
    expect(parseEducation(["Central High School\t2010 – 2014", "High School Diploma", "Tulsa Community College", "Associate of Applied Science, Welding Technology | 2016"])).toEqual([
      { school: "Central High School", degree: "High School Diploma", fieldOfStudy: "", startYear: 2010, endYear: 2014 },
      { school: "Tulsa Community College", degree: "Associate of Applied Science", fieldOfStudy: "Welding Technology", startYear: null, endYear: 2016 },
    ]);
    // "as" in running text is not an Associate of Science.
    expect(parseEducation(["English as a Second Language tutoring"])).toEqual([]);
  });
});

describe("languages", () => {
  it("reads a Languages section with levels, and phrases elsewhere", () => {
    expect(languagesInSection(["Spanish (Native), English – Fluent", "Tagalog: conversational"])).toEqual([
      { language: "es", proficiency: "native" }, { language: "en", proficiency: "full-professional" }, { language: "tl", proficiency: "limited-working" },
    ]);
    expect(languagesInText("Bilingual in English and Spanish; some French")).toEqual([{ language: "en", proficiency: "native" }, { language: "es", proficiency: "native" }]);
  });
});

describe("parseResumeText", () => {
  it("puts it together", () => {
    const text = ["DEVON PRICE", "Tulsa, OK 74104 • (918) 555-0142 • devon.price@example.com", "Summary", "Line cook with five years of experience.", "Work Experience",
      "Line Cook — Smokestack Grill\tApr 2021 – Present", "• Grill station", "Education", "Tulsa Tech, Certificate in Culinary Arts, 2017", "Skills", "Food Safety, Grilling", "Languages", "English (native)"].join("\n");
    const p = parseResumeText(text);
    expect(p.contact).toEqual({ firstName: "Devon", lastName: "Price", email: "devon.price@example.com", phone: "9185550142", city: "Tulsa", state: "OK", postalCode: "74104" });
    expect(p.summary).toBe("Line cook with five years of experience.");
    expect(p.workHistory).toMatchObject([{ title: "Line Cook", employer: "Smokestack Grill", startMonth: 4, startYear: 2021, isCurrent: true, highlights: ["Grill station"] }]);
    expect(p.education).toMatchObject([{ degree: "Certificate", fieldOfStudy: "Culinary Arts", endYear: 2017 }]);
    expect(p.skillsText).toBe("Food Safety, Grilling");
    expect(p.languages).toEqual([{ language: "en", proficiency: "native" }]);
  });
});
