/*
 * Education from the lines of the education section (pure, unit-tested). Each line naming a school
 * (University, College, Institute, Academy, High School...) starts an entry unless the entry so far
 * has no school yet; a degree ("Bachelor of Science in Nursing", "B.S., Computer Science", "Associate
 * of Applied Science", "High School Diploma", "Certificate in Welding") fills the entry's degree and
 * field of study; the years are the range's, or the one year written (the end: graduation).
 */
import type { ProposedEducation } from "../types";
import { findDatePoints, findDateRanges, removeSpan, tidySeparators } from "./dates";
import { isBullet, isLocation, splitPieces, splitTrailingLocation, stripBullet } from "./lines";

const SCHOOL_RE = /\b(?:university|college|institute|academy|school|polytechnic|conservatory|seminary|community college|high school|univ\.)\b|\b(?:[A-Z]{2,5}U|CUNY|SUNY|MIT|UCLA|USC|NYU)\b/i;
// Degree words in any case; abbreviations ("B.S.", "MBA", "AAS") only as written, so "as" is no degree.
const DEGREE_WORDS = [
  String.raw`\b(?:[Bb]achelor|[Mm]aster|[Dd]octor|[Aa]ssociate)(?:'s|s)?(?:\s+(?:of|in)\s+(?:[Aa]pplied\s+)?(?:[Ss]cience|[Aa]rts|[Bb]usiness [Aa]dministration|[Ff]ine [Aa]rts|[Ee]ducation|[Ee]ngineering|[Nn]ursing|[Ss]ocial [Ww]ork|[Pp]ublic [Hh]ealth|[Ll]aws?|[Pp]hilosophy|[Oo]ccupational [Ss]tudies|[Gg]eneral [Ss]tudies)s?)?`,
  String.raw`\b(?:B\.?S\.?N?|B\.?A\.?|B\.?B\.?A|B\.?F\.?A|B\.?Eng|M\.?S\.?N?|M\.?A\.?|M\.?B\.?A|M\.?Ed|M\.?F\.?A|M\.?P\.?H|M\.?S\.?W|Ph\.?D|Ed\.?D|J\.?D|M\.?D|A\.?A\.?S|A\.?A|A\.?S\.?N?|A\.?D\.?N|D\.?N\.?P|Pharm\.?D)\.?(?![A-Za-z])`,
  String.raw`\b(?:[Hh]igh [Ss]chool [Dd]iploma|HIGH SCHOOL DIPLOMA|[Dd]iploma|DIPLOMA|GED|[Gg]eneral [Ee]ducational [Dd]evelopment|[Cc]ertificate|CERTIFICATE|[Cc]ertification [Pp]rogram|[Tt]echnical [Cc]ertificate|[Pp]rofessional [Cc]ertificate)\b`,
  String.raw`\b(?:BACHELOR|MASTER|DOCTOR|ASSOCIATE)(?:'S|S)?(?:\s+(?:OF|IN)\s+(?:APPLIED\s+)?(?:SCIENCE|ARTS|BUSINESS ADMINISTRATION|FINE ARTS|EDUCATION|ENGINEERING|NURSING))?`,
];
const DEGREE_RE = new RegExp(DEGREE_WORDS.join("|"));

/** Splits "Bachelor of Science in Nursing" / "B.S., Computer Science" / "A.A.S. Welding Technology" into degree and field. */
export function splitDegree(text: string): { degree: string; fieldOfStudy: string } {
  const t = tidySeparators(text.replace(/\b(?:GPA|cumulative gpa)\b.*$/i, "").replace(/\b(?:magna |summa )?cum laude\b.*$/i, "").replace(/\b(?:expected|anticipated|graduated|graduation|completed)\b:?/gi, ""));
  const m = DEGREE_RE.exec(t);
  if (!m) return { degree: "", fieldOfStudy: "" };
  const degreeEnd = m.index + m[0].length;
  const degree = t.slice(m.index, degreeEnd).trim().replace(/,$/, "");
  const rest = t
    .slice(degreeEnd)
    .replace(/^\s*(?:\(\s*[A-Z.]+\s*\))?\s*(?:,|:|-|\u2013|\u2014|in\b|of\b)?\s*/i, "")
    .replace(/^(?:in|of)\s+/i, "")
    .split(/\t|\s[|\u2013\u2014-]\s|,\s*(?=[A-Z][a-z]+ (?:University|College))/)[0]!
    .replace(/\s*\(.*?\)\s*$/, "")
    .trim();
  return { degree, fieldOfStudy: SCHOOL_RE.test(rest) ? "" : tidySeparators(rest) };
}

type Draft = { school: string; degreeText: string; startYear: number | null; endYear: number | null };

/** Names a school once its degree words are taken out ("High School Diploma" names none). */
const namesSchool = (s: string) => SCHOOL_RE.test(s.replace(new RegExp(DEGREE_RE.source, "g"), " "));

function pickSchool(line: string): string {
  const pieces = splitPieces(line).map((p) => splitTrailingLocation(p).rest).filter((p) => !isLocation(p));
  const piece = pieces.find((p) => namesSchool(p) && !DEGREE_RE.test(p)) ?? pieces.find((p) => namesSchool(p)) ?? "";
  // "B.S. in Biology, Ohio State University": the school after the degree's comma.
  if (DEGREE_RE.test(piece)) {
    const parts = piece.split(/,\s*|\s+-\s+/).filter((p) => SCHOOL_RE.test(p) && !DEGREE_RE.test(p));
    if (parts.length) return parts[parts.length - 1]!.trim();
  }
  return piece.trim();
}

export function parseEducation(lines: readonly string[]): ProposedEducation[] {
  const drafts: Draft[] = [];
  let cur: Draft | null = null;
  let lastWasDegree = false;
  const fresh = (): Draft => {
    const d: Draft = { school: "", degreeText: "", startYear: null, endYear: null };
    drafts.push(d);
    return d;
  };
  for (const raw of lines) {
    let line = raw.trim();
    if (!line) continue;
    if (isBullet(line)) {
      line = stripBullet(line);
      // Coursework, honours and the like stay out; a bullet naming a degree may still be one.
      if (!DEGREE_RE.test(line) || /coursework|honou?rs|gpa|dean/i.test(line)) continue;
    }
    let startYear: number | null = null;
    let endYear: number | null = null;
    const range = findDateRanges(line)[0];
    if (range) {
      startYear = range.start.year;
      endYear = range.current ? null : (range.end?.year ?? null);
      line = removeSpan(line, range.index, range.length);
    } else {
      const points = findDatePoints(line);
      const last = points[points.length - 1];
      if (last) {
        endYear = last.date.year;
        line = removeSpan(line, last.index, last.length);
      }
    }
    // Years on a line of their own, when the entry so far has its years: the next entry's (a table's first column).
    if ((startYear || endYear) && !tidySeparators(line) && cur && (cur.startYear || cur.endYear)) {
      cur = fresh();
      cur.startYear = startYear;
      cur.endYear = endYear;
      continue;
    }
    const school = namesSchool(line) ? pickSchool(line) : "";
    const hasDegree = DEGREE_RE.test(line.replace(school, ""));
    // A degree wrapped onto a second line ("Certificate in Practical" / "Nursing").
    if (!school && !hasDegree && !range && !startYear && !endYear && cur?.degreeText && lastWasDegree) {
      cur.degreeText += ` ${line}`;
      lastWasDegree = false;
      continue;
    }
    lastWasDegree = hasDegree && !school && !endYear;
    if (school) {
      if (!cur || cur.school) cur = fresh();
      cur.school = school;
    }
    if (hasDegree) {
      if (!cur || (cur.degreeText && !school)) cur = fresh();
      cur.degreeText = line.replace(school, "\t");
    }
    if (!cur && (startYear || endYear)) cur = fresh();
    if (cur) {
      if (startYear) cur.startYear ??= startYear;
      if (endYear) cur.endYear ??= endYear;
    }
  }
  return drafts
    .filter((d) => d.school || d.degreeText)
    .slice(0, 12)
    .map((d) => {
      const { degree, fieldOfStudy } = splitDegree(d.degreeText);
      return { school: d.school.slice(0, 150), degree: degree.slice(0, 100), fieldOfStudy: fieldOfStudy.slice(0, 100), startYear: d.startYear, endYear: d.endYear };
    });
}
