/*
 * A resume's text -> the proposal, without the skills (pure; parse-resume.ts adds the vocabulary's
 * matches). The order: sections by heading, contact details from the header, then each section.
 */
import type { ResumeProposal } from "../types";
import { findContact } from "./contact";
import { findDatePoints, findDateRanges } from "./dates";
import { parseEducation } from "./education";
import { languagesInSection, languagesInText } from "./languages";
import { isBullet, stripBullet } from "./lines";
import { sectionLines, splitSections } from "./sections";
import { parseWork } from "./work";

export type ParsedText = Omit<ResumeProposal, "skills"> & { skillsText: string };

/**
 * A date range broken over two lines by a narrow column ("December 2020 –" / "February 2023", or
 * "September 2020 - February" / "2022") made whole: the line before has a date but no range, the
 * short line after completes one.
 */
export function joinBrokenRanges(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && line.length <= 40 && findDatePoints(prev).length && !findDateRanges(prev).length && !findDateRanges(line).length) {
      const joined = `${prev} ${line}`;
      if (findDateRanges(joined).length) {
        out[out.length - 1] = joined;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

export function parseResumeText(text: string): ParsedText {
  const lines = joinBrokenRanges(text.split("\n").map((l) => l.trim()).filter(Boolean));
  const { header, sections } = splitSections(lines);
  const contactLines = [...header, ...sectionLines(sections, "contact")];
  const contact = findContact(lines, contactLines.length ? contactLines : lines.slice(0, 8));
  const summary = sectionLines(sections, "summary").map((l) => (isBullet(l) ? stripBullet(l) : l)).join(" ").replace(/\s+/g, " ").trim().slice(0, 2000);
  const languageLines = sectionLines(sections, "languages");
  const languages = languageLines.length ? languagesInSection(languageLines) : languagesInText(text);
  return {
    contact,
    summary,
    workHistory: parseWork(sectionLines(sections, "experience")),
    education: parseEducation(sectionLines(sections, "education")),
    languages: languages.slice(0, 20),
    skillsText: sectionLines(sections, "skills").join("\n"),
  };
}
