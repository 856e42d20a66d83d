/*
 * Languages and their proficiency (pure, unit-tested): in a Languages section every known language
 * name (src/lib/languages.ts, plus common other names: Mandarin, Farsi, Filipino, ASL) with the
 * proficiency word on its line or right after it; elsewhere only phrases that say it ("Fluent in
 * Spanish", "Bilingual English/Spanish", "Spanish (conversational)").
 */
import { LANGUAGES, type LanguageCode, type Proficiency } from "@/lib/languages";
import type { ProposedLanguage } from "../types";

const EXTRA_NAMES: [string, LanguageCode][] = [
  ["Mandarin", "zh"], ["Chinese", "zh"], ["Farsi", "fa"], ["Persian", "fa"], ["Tagalog", "tl"], ["Filipino", "tl"], ["ASL", "asl"],
  ["Haitian", "ht"], ["Creole", "ht"], ["Brazilian Portuguese", "pt"],
];

const NAMES: [string, LanguageCode][] = [
  ...LANGUAGES.map((l) => [l.name.replace(/\s*\(.*\)$/, ""), l.code] as [string, LanguageCode]),
  ...EXTRA_NAMES,
].sort((a, b) => b[0].length - a[0].length);

const NAME_RE = new RegExp(`\\b(${NAMES.map(([n]) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "g");

const LEVELS: [RegExp, Proficiency][] = [
  [/\b(?:native|bilingual|mother tongue|first language)\b/i, "native"],
  [/\b(?:full professional|fluent|fluency|advanced|expert)\b/i, "full-professional"],
  [/\b(?:professional working|professional|proficient|working proficiency)\b/i, "professional-working"],
  [/\b(?:limited working|conversational|intermediate|working knowledge)\b/i, "limited-working"],
  [/\b(?:elementary|basic|beginner|beginning|novice|some)\b/i, "elementary"],
];

export function proficiencyOf(text: string): Proficiency | null {
  for (const [re, p] of LEVELS) if (re.test(text)) return p;
  return null;
}

function codeOf(name: string): LanguageCode | null {
  return NAMES.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1] ?? null;
}

/** Languages named in the lines of a Languages section, each with the words after it up to the next name. */
export function languagesInSection(lines: readonly string[]): ProposedLanguage[] {
  const out: ProposedLanguage[] = [];
  for (const line of lines) {
    const hits = [...line.matchAll(NAME_RE)];
    hits.forEach((m, k) => {
      const code = codeOf(m[1]!);
      if (!code || out.some((l) => l.language === code)) return;
      const after = line.slice(m.index + m[0].length, hits[k + 1]?.index ?? line.length);
      // "Native English speaker": the level may come just before the name, on a line of one language.
      const before = hits.length === 1 ? line.slice(0, m.index) : "";
      out.push({ language: code, proficiency: proficiencyOf(after) ?? proficiencyOf(before) });
    });
  }
  return out;
}

const PHRASE_RE = /\b([Nn]ative|[Bb]ilingual|[Ff]luent|[Cc]onversational|[Pp]roficient)\b(?:\s+(?:in|speaker of))?\s+((?:[A-Z][a-z]+)(?:\s*(?:,|and|\/|&)\s*[A-Z][a-z]+)*)|\b([A-Z][a-z]+)\s*\((native|fluent|conversational|bilingual|basic|intermediate|advanced|professional[^)]*)\)/g;

/** Languages stated in running text ("Bilingual in English and Spanish"). */
export function languagesInText(text: string): ProposedLanguage[] {
  const out: ProposedLanguage[] = [];
  for (const m of text.matchAll(PHRASE_RE)) {
    const level = proficiencyOf(m[1] ?? m[4] ?? "");
    const names = m[2] ? m[2].split(/\s*(?:,|and|\/|&)\s*/) : [m[3]!];
    for (const n of names) {
      const code = codeOf(n.trim());
      if (code && !out.some((l) => l.language === code)) out.push({ language: code, proficiency: m[1]?.toLowerCase() === "bilingual" ? "native" : level });
    }
  }
  return out;
}
