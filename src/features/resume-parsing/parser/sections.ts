/*
 * A resume's lines split into sections by their headings (pure, unit-tested). A heading is a short
 * line whose words name a known section ("Experience", "PROFESSIONAL EXPERIENCE", "Work History:",
 * "Education & Training", "Technical Skills", "Languages"), in any case; what comes before the first
 * heading is the header (name and contact details).
 */
export type SectionKind =
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "languages"
  | "certifications"
  | "contact"
  | "other";

export type Section = { kind: SectionKind; heading: string; lines: string[] };

const HEADINGS: [SectionKind, RegExp][] = [
  ["summary", /^(?:professional |career |executive |personal )?(?:summary|profile|objective|about me|overview)(?: of qualifications)?$|^(?:career|professional) (?:objective|profile)$|^summary of qualifications$|^qualifications summary$|^highlights$/],
  ["experience", /^(?:(?:professional|relevant|work|employment|career|related|industry|teaching|clinical|nursing|military|additional|other) )*(?:experience|history|employment)(?: history)?$|^work$|^employment$|^positions held$|^career history$|^experience & (?:achievements|accomplishments)$/],
  ["education", /^(?:education|academic background|academics|education (?:and|&) (?:training|certifications?|credentials)|educational background|training (?:and|&) education|academic history)$/],
  ["languages", /^(?:languages?|language skills|languages spoken|spoken languages)$/],
  ["skills", /^(?:(?:key|core|technical|professional|relevant|computer|hard|soft|clinical|trade|additional) )*(?:skills|competencies|proficiencies|expertise|technologies|tools)(?: (?:and|&) (?:abilities|tools|technologies|certifications|expertise|qualifications))?$|^(?:[a-z]+ ){1,2}skills$|^skills summary$|^areas of expertise$|^tech stack$|^technical proficiencies$/],
  ["certifications", /^(?:certifications?|licen[cs]es?|licen[cs]es (?:and|&) certifications?|certifications? (?:and|&) licen[cs]es?|credentials|professional development|training)$/],
  ["contact", /^(?:contact|contact (?:information|info|details)|personal (?:information|details))$/],
  ["other", /^(?:projects?|selected projects|volunteer(?:ing)?(?: experience| work)?|community involvement|awards?|honou?rs(?: (?:and|&) awards)?|awards (?:and|&) honou?rs|activities|leadership|interests|hobbies|references?|references available upon request|publications|affiliations|memberships|professional affiliations|additional information|accomplishments|achievements)$/],
];

/** The kind of section a line heads, or null when it is not a heading. */
export function headingKind(line: string): SectionKind | null {
  const t = line.replace(/[:\u2014\u2013_=*#•|-]+\s*$/g, "").replace(/^[\s#*•|_=-]+/, "").trim();
  if (!t || t.length > 48 || /[@\d]/.test(t)) return null;
  const words = t.split(/\s+/);
  if (words.length > 6) return null;
  const key = t.toLowerCase().replace(/\s+/g, " ").replace(/\band\b/g, "and");
  for (const [kind, re] of HEADINGS) if (re.test(key)) return kind;
  return null;
}

export function splitSections(lines: readonly string[]): { header: string[]; sections: Section[] } {
  const header: string[] = [];
  const sections: Section[] = [];
  let current: Section | null = null;
  for (const line of lines) {
    const kind = headingKind(line);
    if (kind) {
      current = { kind, heading: line.trim(), lines: [] };
      sections.push(current);
      continue;
    }
    if (current) current.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}

/** All lines of the sections of one kind, in order. */
export function sectionLines(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
