/*
 * The search query sanitiser (spec 5): "strips tildes and field prefixes, handles quoted phrases,
 * boolean words and the wildcards * and ?". Turns whatever a person types into a string that
 * PostgreSQL's to_tsquery('english', ...) always accepts:
 *
 * - input is NFKC-normalised and capped at 200 characters;
 * - `~` is dropped, with a proximity / fuzziness number after it (`nurse~2`, `"a b"~3`);
 * - field prefixes (`title:`, `company:`, any `word:`) are dropped, the value is kept;
 * - "quoted phrases" become phrase searches (`'registered' <-> 'nurse'`); an unbalanced quote is dropped;
 * - AND, OR, NOT (any case), `&&`, `||`, `-term` and `!term` are operators; words are ANDed by default;
 *   an operator without an operand is dropped; `+term` is a plain term;
 * - (parentheses) group; unbalanced parentheses are dropped;
 * - `*` makes a prefix search (`nurs*` -> `'nurs':*`); `?` (one character) is approximated by a
 *   prefix search on the part before it (`nur?e` -> `'nur':*`), because tsquery has no single-character
 *   wildcard; the rest of that word is ignored. A prefix shorter than 2 characters is dropped (it
 *   would match most of the index);
 * - every lexeme is a single-quoted run of letters and digits (inner `.`, `-` and `'` kept, the quote
 *   doubled), so nothing the user types can reach the tsquery grammar.
 *
 * The function never throws. `tsquery` is null when nothing searchable remains.
 */

import { SEARCH_QUERY_MAX } from "@/lib/job-routes";

export { SEARCH_QUERY_MAX };
const MIN_PREFIX = 2;
const MAX_TERMS = 32;

export type SanitizedQuery = {
  /** For to_tsquery('english', ...), or null when nothing searchable is left. */
  tsquery: string | null;
  /** The plain words that are searched for (not negated), for suggestions. */
  words: string[];
};

type Token =
  | { kind: "term"; text: string }
  | { kind: "phrase"; text: string }
  | { kind: "and" | "or" | "not" | "lparen" | "rparen" };

const WORD_PART = /[\p{L}\p{N}]+(?:['.-][\p{L}\p{N}]+)*/gu;
const FIELD_PREFIX = /^[\p{L}\p{N}_.-]+:/u;
const SPECIAL = new Set(['"', "(", ")", "~"]);
const isSpace = (c: string) => /\s/u.test(c);

/** Positions of quotes and parentheses that have a partner (the others are dropped). */
function pairedDelimiters(s: string): Set<number> {
  const paired = new Set<number>();
  const quotes: number[] = [];
  for (let i = 0; i < s.length; i++) if (s[i] === '"') quotes.push(i);
  if (quotes.length % 2) quotes.pop();
  for (const q of quotes) paired.add(q);
  const inQuotes = (i: number) => {
    for (let k = 0; k < quotes.length; k += 2) if (i > quotes[k]! && i < quotes[k + 1]!) return true;
    return false;
  };
  const open: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (inQuotes(i)) continue;
    if (s[i] === "(") open.push(i);
    else if (s[i] === ")" && open.length) {
      paired.add(open.pop()!);
      paired.add(i);
    }
  }
  return paired;
}

/** One lexeme, quoted for to_tsquery. */
const lexeme = (word: string, prefix: boolean) => `'${word.replace(/'/g, "''")}'${prefix ? ":*" : ""}`;

/**
 * A raw word (no spaces) -> tsquery operand, or null. Wildcards: everything from the first * or ?
 * on is cut and the rest becomes a prefix search.
 */
function operandOf(raw: string, words: string[]): string | null {
  const wildcard = raw.search(/[*?]/);
  const prefix = wildcard >= 0;
  const head = prefix ? raw.slice(0, wildcard) : raw;
  const parts = head.match(WORD_PART) ?? [];
  if (prefix && parts.length) {
    const last = parts[parts.length - 1]!;
    // A prefix must end right at the wildcard ("nur*"), not after punctuation ("nur-*").
    if (last.length < MIN_PREFIX || !head.endsWith(last)) parts.pop();
  }
  if (!parts.length) return null;
  words.push(...parts);
  const out = parts.map((p, i) => lexeme(p.toLowerCase(), prefix && i === parts.length - 1 && head.endsWith(p)));
  return out.length === 1 ? out[0]! : `(${out.join(" <-> ")})`;
}

function tokenize(input: string): Token[] {
  const s = input;
  const paired = pairedDelimiters(s);
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === "~") {
      i++;
      while (i < s.length && /[\d.]/.test(s[i]!)) i++;
      continue;
    }
    if (c === '"') {
      if (!paired.has(i)) {
        i++;
        continue;
      }
      const end = s.indexOf('"', i + 1);
      tokens.push({ kind: "phrase", text: s.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    if (c === "(" || c === ")") {
      if (paired.has(i)) tokens.push({ kind: c === "(" ? "lparen" : "rparen" });
      i++;
      continue;
    }
    if ((c === "-" || c === "!") && i + 1 < s.length && !isSpace(s[i + 1]!) && s[i + 1] !== c) {
      tokens.push({ kind: "not" });
      i++;
      continue;
    }
    let j = i;
    while (j < s.length && !isSpace(s[j]!) && !SPECIAL.has(s[j]!)) j++;
    let raw = s.slice(i, j);
    i = j;
    // Field prefixes: title:nurse -> nurse, company:"acme" -> "acme" (the phrase follows as its own token).
    while (FIELD_PREFIX.test(raw)) raw = raw.replace(FIELD_PREFIX, "");
    if (!raw) continue;
    const upper = raw.toUpperCase();
    if (upper === "AND" || raw === "&&" || raw === "&") tokens.push({ kind: "and" });
    else if (upper === "OR" || raw === "||" || raw === "|") tokens.push({ kind: "or" });
    else if (upper === "NOT") tokens.push({ kind: "not" });
    else tokens.push({ kind: "term", text: raw.replace(/^\++/, "") });
  }
  return tokens;
}

class Parser {
  private pos = 0;
  private terms = 0;
  readonly words: string[] = [];
  private negated = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  parseOr(): string | null {
    const parts: string[] = [];
    for (;;) {
      const part = this.parseAnd();
      if (part) parts.push(part);
      const next = this.peek();
      if (next?.kind === "or") {
        this.pos++;
        continue;
      }
      if (next && next.kind !== "rparen") continue; // defensive: never stop before the end
      break;
    }
    if (!parts.length) return null;
    return parts.length === 1 ? parts[0]! : `(${parts.join(" | ")})`;
  }

  private parseAnd(): string | null {
    const parts: string[] = [];
    for (;;) {
      const next = this.peek();
      if (!next || next.kind === "or" || next.kind === "rparen") break;
      if (next.kind === "and") {
        this.pos++;
        continue;
      }
      const unary = this.parseUnary();
      if (unary) parts.push(unary);
    }
    if (!parts.length) return null;
    return parts.join(" & ");
  }

  private parseUnary(): string | null {
    let nots = 0;
    while (this.peek()?.kind === "not") {
      this.pos++;
      nots++;
    }
    const next = this.peek();
    if (!next || next.kind === "or" || next.kind === "rparen" || next.kind === "and") return null;
    if (nots % 2) this.negated++;
    const primary = this.parsePrimary();
    if (nots % 2) this.negated--;
    if (!primary) return null;
    return nots % 2 ? `!${primary}` : primary;
  }

  private parsePrimary(): string | null {
    const token = this.tokens[this.pos++]!;
    const words = this.negated ? [] : this.words;
    if (token.kind === "lparen") {
      const inner = this.parseOr();
      if (this.peek()?.kind === "rparen") this.pos++;
      return inner ? `(${inner})` : null;
    }
    if (this.terms >= MAX_TERMS) return null;
    if (token.kind === "term") {
      const operand = operandOf(token.text, words);
      if (operand) this.terms++;
      return operand;
    }
    if (token.kind === "phrase") {
      const parts = token.text
        .replace(/~\d*/g, " ")
        .split(/\s+/)
        .map((w) => w.replace(FIELD_PREFIX, ""))
        .map((w) => operandOf(w, words))
        .filter((p): p is string => p !== null);
      if (!parts.length) return null;
      this.terms++;
      return parts.length === 1 ? parts[0]! : `(${parts.join(" <-> ")})`;
    }
    return null;
  }
}

/** User input -> a safe to_tsquery string (see the rules above). */
export function sanitizeSearchQuery(input: unknown): SanitizedQuery {
  try {
    if (typeof input !== "string") return { tsquery: null, words: [] };
    const text = input.normalize("NFKC").replace(/\p{Cc}/gu, " ").slice(0, SEARCH_QUERY_MAX);
    const parser = new Parser(tokenize(text));
    const tsquery = parser.parseOr();
    return { tsquery, words: [...new Set(parser.words.map((w) => w.toLowerCase()))] };
  } catch {
    return { tsquery: null, words: [] };
  }
}
