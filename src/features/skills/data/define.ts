/*
 * The curated skills vocabulary (decision 022) is written as one block of lines per category, so a
 * reviewer reads it like a list:
 *
 *   Name | alias, alias, !Ambiguous
 *
 * - The slug is made from the name ("C++" -> "c-plus-plus", "C#" -> "c-sharp", ".NET" -> "dot-net").
 *   A renamed skill keeps its slug by writing it in braces after the name: `New Name {old-slug}`.
 * - An alias (or the name) starting with "!" is ambiguous: an ordinary word or letter ("Go", "R",
 *   "Excel", "Swift"). matchSkills finds it only in its exact case and next to another skill of the
 *   same family (server/match-skills.ts). The typeahead treats it like any other alias.
 * - Terms of one or two characters are always matched in their exact case ("JS", "UX").
 */
export const SKILL_CATEGORIES = {
  "software-development": { name: "Software development", family: "technology" },
  "it-infrastructure": { name: "IT, cloud and security", family: "technology" },
  "data-analytics": { name: "Data and analytics", family: "technology" },
  "office-productivity": { name: "Office and productivity software", family: "office" },
  "healthcare-clinical": { name: "Clinical healthcare", family: "healthcare" },
  "healthcare-administration": { name: "Healthcare administration", family: "healthcare" },
  "skilled-trades": { name: "Skilled trades and construction", family: "trades" },
  manufacturing: { name: "Manufacturing and production", family: "trades" },
  "transportation-logistics": { name: "Transportation and logistics", family: "logistics" },
  administrative: { name: "Administrative and office support", family: "office" },
  "customer-service": { name: "Customer service", family: "service" },
  "retail-hospitality": { name: "Retail, food and hospitality", family: "service" },
  education: { name: "Education and training", family: "education" },
  "finance-accounting": { name: "Finance and accounting", family: "business" },
  sales: { name: "Sales", family: "business" },
  marketing: { name: "Marketing and communications", family: "business" },
  management: { name: "Management and leadership", family: "business" },
  "human-resources": { name: "Human resources", family: "business" },
  "creative-design": { name: "Creative, design and media", family: "creative" },
  legal: { name: "Legal and compliance", family: "legal" },
  science: { name: "Science and research", family: "science" },
  "public-safety": { name: "Public safety and security", family: "public-safety" },
  interpersonal: { name: "Interpersonal and workplace skills", family: "interpersonal" },
} as const;

export type SkillCategory = keyof typeof SKILL_CATEGORIES;

export type SkillDefinition = {
  slug: string;
  name: string;
  category: SkillCategory;
  aliases: string[];
  /** The terms (name or aliases) that are ordinary words or letters; see the header. */
  ambiguous: string[];
};

const SLUG_WORDS: [RegExp, string][] = [
  [/\+\+/g, " plus plus "],
  [/\+/g, " plus "],
  [/#/g, " sharp "],
  [/^\./, "dot "],
  [/\.net\b/gi, " dot net"],
  [/&/g, " and "],
  [/@/g, " at "],
];

export function slugify(name: string): string {
  let s = name;
  for (const [re, word] of SLUG_WORDS) s = s.replace(re, word);
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function term(raw: string): { value: string; ambiguous: boolean } {
  const t = raw.trim();
  return t.startsWith("!") ? { value: t.slice(1).trim(), ambiguous: true } : { value: t, ambiguous: false };
}

/** Parses one category's block of lines (see the header). Blank lines and lines starting with // are skipped. */
export function defineSkills(category: SkillCategory, block: string): SkillDefinition[] {
  const out: SkillDefinition[] = [];
  for (const line of block.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("//")) continue;
    const [head = "", tail = ""] = trimmed.split("|");
    const slugMatch = /\{([a-z0-9-]+)\}\s*$/.exec(head);
    const name = term(slugMatch ? head.slice(0, slugMatch.index) : head);
    const aliases = tail.split(",").map(term).filter((a) => a.value);
    out.push({
      slug: slugMatch?.[1] ?? slugify(name.value),
      name: name.value,
      category,
      aliases: aliases.map((a) => a.value),
      ambiguous: [name, ...aliases].filter((a) => a.ambiguous).map((a) => a.value),
    });
  }
  return out;
}
