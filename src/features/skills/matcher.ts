import { SKILL_CATEGORIES, type SkillCategory } from "./data/define";

/*
 * Finding vocabulary skills in free text (a job description, a resume line); decision 022.
 * Pure, so the rules are unit-tested without a database; server/match-skills.ts feeds it the table.
 *
 * Rules:
 * - A term (name or alias) matches case-insensitively between boundaries: not inside a word, and
 *   symbols count as part of the term ("C++", "C#", ".NET", "Node.js"): "C" is not found in "C++",
 *   "C#" or "C-suite", "SQL" not in "T-SQL", "JS" not in "Node.js".
 * - Spaces and hyphens inside a term are flexible ("front end development" finds Front-End Development).
 * - Terms of one or two characters match only in their exact case ("JS", "UX"; "ux" is not found).
 * - Ambiguous terms (marked "!" in the data: "Go", "R", "C", "Excel", "React", "Swift") match only in
 *   their exact case, only when another, unambiguous skill of the same family (technology, business,
 *   ...) is in the same text, and never as the first word of a sentence followed by ordinary prose
 *   ("Go above and beyond" is not Go; "Go, Python and SQL" is).
 * - A one-letter ambiguous term next to a capitalised word names something else ("Vitamin C", "Class C").
 * - Longer terms in lower case may be plural ("pre-trip inspections").
 * - Longer terms win over shorter ones at the same place ("React Native" over "React").
 */
export type MatchableSkill = {
  slug: string;
  category: string;
  name: string;
  aliases: readonly string[];
  ambiguous: readonly string[];
};

type Candidate = { slug: string; family: string; term: string; exactCase: boolean; ambiguous: boolean };

export type SkillMatcher = (text: string) => string[];

const SHORT_TERM = 2;
const WORD = String.raw`\p{L}\p{N}_`;
const BEFORE = String.raw`(?<![${WORD}+#.@&\-])`;
const AFTER = String.raw`(?![${WORD}+#&]|\.[${WORD}])`;

function lookupKey(s: string): string {
  return s.toLowerCase().replace(/[\s-]+/g, "");
}

function collapse(s: string): string {
  return s.replace(/\s+/g, " ");
}

function termPattern(term: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const flexible = escaped.replace(/\s+/g, String.raw`[\s-]+`).replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, String.raw`[\s-]?`);
  // One-letter terms ("C", "R") must not be the start of a hyphenated word ("C-suite", "R-value").
  if (term.length === 1) return `${flexible}(?!-)`;
  return flexible;
}

function familyOf(category: string): string {
  return (SKILL_CATEGORIES as Record<string, { family: string }>)[category as SkillCategory]?.family ?? category;
}

/** Builds the matcher once for a vocabulary; calling it is one pass of one regular expression. */
export function buildSkillMatcher(skills: readonly MatchableSkill[]): SkillMatcher {
  const byKey = new Map<string, Candidate[]>();
  for (const s of skills) {
    const ambiguous = new Set(s.ambiguous);
    for (const term of [s.name, ...s.aliases]) {
      const key = lookupKey(term);
      const isAmbiguous = ambiguous.has(term);
      const list = byKey.get(key) ?? [];
      list.push({ slug: s.slug, family: familyOf(s.category), term: collapse(term), exactCase: isAmbiguous || term.length <= SHORT_TERM, ambiguous: isAmbiguous });
      byKey.set(key, list);
    }
  }
  // Case is checked per match (exactCase), so the expression itself is written and run in lower case:
  // an `i` flag over thousands of alternatives makes V8 compile and run it several times slower.
  const terms = [...new Set([...byKey.values()].flatMap((l) => l.map((c) => c.term.toLowerCase())))].sort((a, b) => b.length - a.length);
  if (!terms.length) return () => [];
  // A plural ending is read once after the alternatives (cheaper than one per term) and accepted
  // below only for longer terms written in lower case ("pre-trip inspections", "pivot tables").
  const pattern = new RegExp(`${BEFORE}(?:${terms.map(termPattern).join("|")})(?<plural>e?s)?${AFTER}`, "gu");

  return function match(text: string): string[] {
    type Found = { index: number; end: number; candidates: Candidate[] };
    const found: Found[] = [];
    pattern.lastIndex = 0;
    const lower = lowerSameLength(text);
    for (let m = pattern.exec(lower); m; m = pattern.exec(lower)) {
      const written = collapse(text.slice(m.index, m.index + m[0].length));
      const plural = m.groups?.plural ?? "";
      const key = lookupKey(m[0]);
      const listed = plural
        ? [...(byKey.get(key.slice(0, -plural.length)) ?? []).filter((c) => c.term.length >= 4 && /\p{Ll}$/u.test(c.term)), ...(byKey.get(key) ?? [])]
        : (byKey.get(key) ?? []);
      const candidates = listed.filter((c) => !c.exactCase || c.term === written);
      if (candidates.length) found.push({ index: m.index, end: m.index + m[0].length, candidates });
      // Nothing usable here (say "go" in lower case): look again one character on, so a term starting
      // inside this one is not lost.
      else pattern.lastIndex = m.index + 1;
    }
    const familiesSure = new Set<string>();
    for (const f of found) {
      for (const c of f.candidates) {
        if (!c.ambiguous) {
          familiesSure.add(c.family);
        }
      }
    }
    const out: string[] = [];
    const seen = new Set<string>();
    for (const f of found) {
      for (const c of f.candidates) {
        if (c.ambiguous && !(familiesSure.has(c.family) && !startsProse(text, f.index, f.end) && !namesSomethingElse(text, c.term, f.index, f.end))) continue;
        if (!seen.has(c.slug)) {
          seen.add(c.slug);
          out.push(c.slug);
        }
      }
    }
    return out;
  };
}

/** True when the term opens a sentence and ordinary words follow ("Go above and beyond"). */
function startsProse(text: string, index: number, end: number): boolean {
  const before = text.slice(0, index).trimEnd();
  const opensSentence = before === "" || /[.!?\n•*-]$/.test(before) || /\n\s*$/.test(text.slice(0, index));
  return opensSentence && /^\s+\p{Ll}/u.test(text.slice(end));
}

/** A one-letter term next to a capitalised word is part of a name: "Vitamin C", "Class C", "C Corporation". */
function namesSomethingElse(text: string, term: string, index: number, end: number): boolean {
  if (term.length !== 1) return false;
  return /\p{Lu}\p{L}*\s+$/u.test(text.slice(Math.max(0, index - 40), index)) || /^\s+\p{Lu}/u.test(text.slice(end));
}

/** The text in lower case, character for character (a letter whose lower case is longer stays), so indexes agree. */
function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return text.replace(/[^]/gu, (ch) => {
    const l = ch.toLowerCase();
    return l.length === ch.length ? l : ch;
  });
}
