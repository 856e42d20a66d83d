/*
 * Small rules of English for text built from data (job titles, searches, places): the indefinite
 * article a word takes, and title case for headings. Pure; unit-tested in english.test.ts.
 */

/**
 * Acronyms read as a word rather than letter by letter: their article follows the word's first
 * sound like any other word's ("a MIG welder", "an OSHA trainer"). Every other all-capitals word
 * is spelled out, so its first letter's name decides ("an OTR driver", "an RN", "a CNA").
 */
const WORD_ACRONYMS = new Set(["MIG", "TIG", "SOC", "SIEM", "NASA", "OSHA", "HIPAA", "FEMA", "SCADA", "SWAT", "ASAP", "UNICEF"]);

/** Letters whose names start with a vowel sound: "an F", "an H", "an L", "an M", "an N", "an R", "an S", "an X". */
const VOWEL_SOUND_LETTERS = new Set([..."AEFHILMNORSX"]);

/** Words that start with a vowel letter but a consonant sound: "a union", "a user", "a one-time", "a European". */
const CONSONANT_SOUND_START = /^(?:uni(?![nm])|us[eu]|uti|ubi|uro|ura|eu|ewe|one\b|one-|once)/i;
/** Words that start with a silent h: "an hour", "an honest", "an honor". */
const SILENT_H = /^(?:hour|honest|hono(?:u)?r|heir)/i;

/** The first word of a phrase, without leading punctuation and cut at a hyphen or slash ("CDL-A" -> "CDL"). */
function firstWord(phrase: string): string {
  const trimmed = phrase.trim().replace(/^[^\p{L}\p{N}]+/u, "");
  return /^[\p{L}\p{N}.]+/u.exec(trimmed)?.[0] ?? "";
}

/** "a" or "an" for a phrase, by the sound of its first word. */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = firstWord(phrase);
  if (!word) return "a";
  // Numbers: "an 8-hour shift", "an 11", "an 18", "an 80"; "a 3rd shift", "a 100".
  if (/^\d/.test(word)) {
    const digits = word.replace(/\D.*$/, "");
    return digits.startsWith("8") || ((digits.length === 2 || digits.length === 5) && /^1[18]/.test(digits)) ? "an" : "a";
  }
  const bare = word.replace(/\./g, "");
  const letters = bare.replace(/[^\p{L}]/gu, "");
  // All capitals (an acronym) or a single capital letter ("an X-ray"): spelled out unless read as a word.
  const isAcronym = letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase() && (letters.length > 1 || /^[A-Z]$/.test(bare));
  if (isAcronym && !WORD_ACRONYMS.has(letters)) return VOWEL_SOUND_LETTERS.has(letters[0]!) ? "an" : "a";
  if (SILENT_H.test(word)) return "an";
  if (CONSONANT_SOUND_START.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase with its indefinite article: "an OTR Truck Driver", "a Registered Nurse". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/** Short words kept lower case inside a title (never first or last). */
const MINOR_WORDS = new Set(["a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "into", "near", "nor", "of", "on", "or", "per", "the", "to", "vs", "via", "with"]);

/** Acronyms common in job searches, written in capitals when typed in lower case ("rn jobs" -> "RN Jobs"). */
const KNOWN_ACRONYMS = new Set(["rn", "lpn", "lvn", "cna", "otr", "cdl", "hvac", "cnc", "it", "hr", "icu", "er", "ems", "emt", "ceo", "cfo", "cpa", "qa", "ui", "ux", "mig", "tig", "soc", "pca", "pct"]);

function capitalisePart(part: string): string {
  const core = part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (KNOWN_ACRONYMS.has(core)) return part.replace(core, core.toUpperCase());
  return part.replace(/\p{Ll}/u, (letter) => letter.toUpperCase());
}

function capitalise(word: string, position: "first" | "middle" | "last"): string {
  // Anything with a capital after its first letter (iPhone, McDonald, RN, CDL-A) or a digit is kept as written.
  if (/\p{Lu}/u.test(word.slice(1)) || /\d/.test(word)) return word;
  const lower = word.toLowerCase();
  if (position === "middle" && MINOR_WORDS.has(lower)) return lower;
  // Each part of a hyphenated word ("part-time" -> "Part-Time", "cdl-a" -> "CDL-A").
  return lower.split(/([-/])/).map((part, i) => (i % 2 ? part : capitalisePart(part))).join("");
}

/**
 * Title case for a heading: every word capitalised but the short joining words inside it ("All Jobs
 * in Texas", "Nurse Jobs near Austin, TX"); words already holding a capital after their first letter
 * or a digit are left as written (acronyms, "iPhone", "CDL-A", "3rd"), and the job acronyms of
 * KNOWN_ACRONYMS typed in lower case are put in capitals ("rn jobs" -> "RN Jobs").
 */
export function titleCase(text: string): string {
  const parts = text.split(/(\s+)/);
  const words = parts.filter((p) => p.trim());
  let index = 0;
  return parts
    .map((part) => {
      if (!part.trim()) return part;
      const position = index === 0 ? "first" : index === words.length - 1 ? "last" : "middle";
      index++;
      return capitalise(part, position);
    })
    .join("");
}
