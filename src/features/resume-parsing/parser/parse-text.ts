/*
 * A resume's text -> the proposal, without the skills (pure; parse-resume.ts adds the vocabulary's
 * matches). The order: sections by heading, contact details from the header, then each section.
 */
import type { ResumeProposal } from "../types";
import { findContact } from "./contact";
import { parseEducation } from "./education";
import { languagesInSection, languagesInText } from "./languages";
import { isBullet, stripBullet } from "./lines";
import { sectionLines, splitSections } from "./sections";
import { parseWork } from "./work";

export type ParsedText = Omit<ResumeProposal, "skills"> & { skillsText: string };

export function parseResumeText(text: string): ParsedText {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
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
