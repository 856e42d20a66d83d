/*
 * An alert's keywords as PostgreSQL turned them into a tsquery (to_tsquery('english', <the job
 * search's sanitised query>)::text), parsed back into a tree so the matcher can evaluate it on a
 * job's lexemes in memory (job-index.ts, decision 037). Lexemes alone decide AND, OR, NOT and prefix
 * (:*) exactly; a phrase (<->, <N>) needs positions, so its answer is "maybe" and the pair is checked
 * in SQL.
 */
export type Term = { lexeme: string; prefix: boolean };
export type QueryNode =
  | { kind: "term"; term: Term }
  | { kind: "not"; child: QueryNode }
  | { kind: "and" | "or"; children: QueryNode[] }
  /** left <distance> right ("<->" is 1). */
  | { kind: "phrase"; distance: number; children: [QueryNode, QueryNode] };

type Token = { kind: "term"; term: Term } | { kind: "op"; op: "&" | "|" | "!" | "(" | ")" | "phrase"; distance?: number };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === " ") i++;
    else if (c === "'") {
      let lexeme = "";
      i++;
      while (i < text.length) {
        if (text[i] === "'" && text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else if (text[i] === "'") break;
        else lexeme += text[i++];
      }
      i++;
      let prefix = false;
      if (text[i] === ":") {
        i++;
        while (i < text.length && /[*A-Da-d]/.test(text[i]!)) {
          if (text[i] === "*") prefix = true;
          i++;
        }
      }
      tokens.push({ kind: "term", term: { lexeme, prefix } });
    } else if (c === "<") {
      const end = text.indexOf(">", i);
      if (end < 0) throw new Error(`unreadable tsquery: ${text}`);
      const inner = text.slice(i + 1, end);
      tokens.push({ kind: "op", op: "phrase", distance: inner === "-" ? 1 : Number(inner) });
      i = end + 1;
    } else if (c === "&" || c === "|" || c === "!" || c === "(" || c === ")") {
      tokens.push({ kind: "op", op: c });
      i++;
    } else throw new Error(`unreadable tsquery: ${text}`);
  }
  return tokens;
}

const LEVELS = ["|", "&", "phrase"] as const;

/** Parses tsquery text ("'nurs' & !'manag'", "'regist' <-> 'nurs'", "'nur':*"); null for an empty query. */
export function parseTsquery(text: string): QueryNode | null {
  const tokens = tokenize(text.trim());
  if (!tokens.length) return null;
  let pos = 0;
  const peek = () => {
    const t = tokens[pos];
    return t?.kind === "op" ? t : null;
  };
  const level = (n: number): QueryNode => {
    if (n === LEVELS.length) return unary();
    let node = level(n + 1);
    if (LEVELS[n] === "phrase") {
      // Left-associative, each with its own distance: 'a' <-> 'b' <2> 'c' is ((a <1> b) <2> c).
      for (let op = peek(); op?.op === "phrase"; op = peek()) {
        pos++;
        node = { kind: "phrase", distance: op.distance ?? 1, children: [node, level(n + 1)] };
      }
      return node;
    }
    const children = [node];
    while (peek()?.op === LEVELS[n]) {
      pos++;
      children.push(level(n + 1));
    }
    return children.length === 1 ? node : { kind: LEVELS[n] === "|" ? "or" : "and", children };
  };
  const unary = (): QueryNode => {
    const t = tokens[pos++];
    if (!t) throw new Error(`unreadable tsquery: ${text}`);
    if (t.kind === "term") return { kind: "term", term: t.term };
    if (t.op === "!") return { kind: "not", child: unary() };
    if (t.op === "(") {
      const inner = level(0);
      if (peek()?.op !== ")") throw new Error(`unreadable tsquery: ${text}`);
      pos++;
      return inner;
    }
    throw new Error(`unreadable tsquery: ${text}`);
  };
  const node = level(0);
  if (pos !== tokens.length) throw new Error(`unreadable tsquery: ${text}`);
  return node;
}

/**
 * A phrase's positions as PostgreSQL computes them (TS_phrase_execute): `left <N> right` holds at each
 * position of right's last word whose left part ends N + width(right) before it. `positions` gives a
 * term's positions in one job. Null when the phrase holds something other than terms and phrases
 * (NOT or OR inside a phrase: left to SQL).
 */
export function phrasePositions(node: QueryNode, positions: (term: Term) => readonly number[]): { at: number[]; width: number } | null {
  if (node.kind === "term") return { at: [...positions(node.term)], width: 0 };
  if (node.kind !== "phrase") return null;
  const left = phrasePositions(node.children[0], positions);
  const right = phrasePositions(node.children[1], positions);
  if (!left || !right) return null;
  const offset = node.distance + right.width;
  const lefts = new Set(left.at);
  return { at: right.at.filter((p) => lefts.has(p - offset)), width: left.width + right.width + node.distance };
}

/** Whether every phrase of a query is made of plain terms (their positions decide it exactly). */
export function phrasesAreExact(node: QueryNode): boolean {
  if (node.kind === "term") return true;
  if (node.kind === "phrase") return phrasePositions(node, () => []) !== null && !hasPrefix(node);
  if (node.kind === "not") return phrasesAreExact(node.child);
  return node.children.every(phrasesAreExact);
}

function hasPrefix(node: QueryNode): boolean {
  if (node.kind === "term") return node.term.prefix;
  if (node.kind === "not") return hasPrefix(node.child);
  return node.children.some(hasPrefix);
}

/** The lexemes of a query's phrases (whose positions the matcher reads). */
export function phraseLexemes(node: QueryNode, out: Set<string> = new Set(), inPhrase = false): Set<string> {
  if (node.kind === "term") {
    if (inPhrase) out.add(node.term.lexeme);
  } else if (node.kind === "not") phraseLexemes(node.child, out, inPhrase);
  else for (const c of node.children) phraseLexemes(c, out, inPhrase || node.kind === "phrase");
  return out;
}

/** The query on one job whose terms' presence and positions are known: exact when phrasesAreExact. */
export function holds(node: QueryNode, has: (term: Term) => boolean, positions: (term: Term) => readonly number[]): boolean {
  switch (node.kind) {
    case "term":
      return has(node.term);
    case "not":
      return !holds(node.child, has, positions);
    case "and":
      return node.children.every((c) => holds(c, has, positions));
    case "or":
      return node.children.some((c) => holds(c, has, positions));
    case "phrase":
      return (phrasePositions(node, positions)?.at.length ?? 0) > 0;
  }
}
