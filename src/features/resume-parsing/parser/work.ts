/*
 * Work history from the lines of the experience section(s) (pure, unit-tested).
 *
 * Lines are either heading lines (employer, title, place, dates: short, no bullet) or body lines
 * (bullets, sentences). A run of heading lines with its following body is one entry; a run holding
 * several date ranges (jobs listed without bullets) is cut at its date lines, in the pattern the
 * single-date runs of the same resume show (dates first, last, or in the middle). In each entry the
 * date range is taken out and what remains is cut at separators ("|", tabs, spaced dashes, " at ",
 * then one comma); places ("Austin, TX", "Remote") are set apart; of the other two pieces, which is
 * the title and which the employer is decided by words (titleScore) for the whole resume at once,
 * since one resume writes its entries one way, with a clear entry deciding on its own.
 */
import type { ProposedWork } from "../types";
import { findDateRanges, removeSpan, tidySeparators, type DateRange } from "./dates";
import { isBullet, isLocation, isProse, splitPieces, splitTrailingLocation, stripBullet, titleScore } from "./lines";

type Block = { head: string[]; body: string[] };

function toBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let cur: Block | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const body = isBullet(line) || (isProse(line) && findDateRanges(line).length === 0);
    // A wrapped bullet's second line starts in lower case: it continues the bullet.
    if (!body && cur?.body.length && /^\p{Ll}/u.test(line) && !findDateRanges(line).length) {
      cur.body[cur.body.length - 1] += ` ${line}`;
      continue;
    }
    if (body) {
      if (!cur) cur = { head: [], body: [] };
      cur.body.push(stripBullet(line));
    } else {
      if (!cur || cur.body.length) {
        cur = { head: [], body: [] };
        blocks.push(cur);
      }
      cur.head.push(line);
    }
    if (cur && !blocks.includes(cur)) blocks.push(cur);
  }
  return blocks;
}

function dateLineIndexes(head: readonly string[]): number[] {
  return head.flatMap((l, i) => (findDateRanges(l).length ? [i] : []));
}

/** Cuts heading runs with several date ranges into one run per range. */
function splitBlocks(blocks: Block[]): Block[] {
  const singles = blocks.filter((b) => dateLineIndexes(b.head).length === 1);
  const votes = new Map<string, number>();
  for (const b of singles) {
    const d = dateLineIndexes(b.head)[0]!;
    const key = `${d}:${b.head.length - 1 - d}`;
    votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  const voted = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out: Block[] = [];
  for (const b of blocks) {
    const idx = dateLineIndexes(b.head);
    // With no entry to learn from, the block's own start tells: as many heading lines before each date.
    const [before, after] = (voted ?? `${idx[0] ?? 0}:0`).split(":").map(Number) as [number, number];
    // Several ranges on one line ("2019 – 2020, 2021 – 2022") or a single range: one entry.
    if (idx.length <= 1) {
      out.push(b);
      continue;
    }
    // Pieces of size before+1+after around each date line; the last keeps the body.
    let start = 0;
    idx.forEach((d, k) => {
      const next = idx[k + 1];
      let end = d + after + 1;
      if (next !== undefined) end = Math.min(end, next - Math.min(before, next - d - 1));
      else end = b.head.length;
      const from = k === 0 ? 0 : Math.max(start, d - before);
      out.push({ head: b.head.slice(from, Math.max(end, d + 1)), body: next === undefined ? b.body : [] });
      start = Math.max(end, d + 1);
    });
  }
  return out;
}

type Draft = { first: string; second: string; rest: string[]; location: string; range: DateRange | null; body: string[] };

function draftOf(block: Block): Draft {
  let range: DateRange | null = null;
  const lines: string[] = [];
  for (const line of block.head) {
    const found: DateRange | undefined = !range ? findDateRanges(line)[0] : undefined;
    if (found) {
      range = found;
      const left = removeSpan(line, found.index, found.length).replace(/\b(?:from|dates?|employed)\s*:?\s*$/i, "");
      if (tidySeparators(left)) lines.push(tidySeparators(left));
    } else lines.push(line);
  }
  let location = "";
  const pieces: string[] = [];
  for (const line of lines) {
    for (let piece of splitPieces(line)) {
      if (isLocation(piece)) {
        location ||= piece.replace(/^\(|\)$/g, "");
        continue;
      }
      const split = splitTrailingLocation(piece);
      if (split.location) {
        location ||= split.location;
        piece = split.rest;
      }
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(piece);
      if (at && at[1]!.split(/\s+/).length <= 6) pieces.push(at[1]!, at[2]!);
      else if (piece) pieces.push(piece);
    }
  }
  if (pieces.length === 1 && pieces[0]!.includes(",")) {
    const [a, ...b] = pieces[0]!.split(",");
    pieces.splice(0, 1, a!.trim(), b.join(",").trim());
  }
  return { first: pieces[0] ?? "", second: pieces[1] ?? "", rest: pieces.slice(2), location, range, body: block.body };
}

export function parseWork(lines: readonly string[]): ProposedWork[] {
  const drafts = splitBlocks(toBlocks(lines))
    .map(draftOf)
    .filter((d) => d.first || d.range);
  // The resume's own order: title first or employer first, by the sum of the evidence.
  let vote = 0;
  for (const d of drafts) if (d.first && d.second) vote += Math.sign(titleScore(d.first) - titleScore(d.second));
  const titleFirst = vote >= 0;
  const out: ProposedWork[] = [];
  for (const d of drafts) {
    let title = d.first;
    let employer = d.second;
    if (d.second) {
      const diff = titleScore(d.first) - titleScore(d.second);
      const first = Math.abs(diff) >= 2 ? diff > 0 : titleFirst;
      if (!first) [title, employer] = [d.second, d.first];
    } else if (titleScore(d.first) < 0) {
      title = "";
      employer = d.first;
    }
    // An entry with a title and dates but no employer, after one: the same employer, another role.
    if (!employer && title && out.length && d.range) employer = out[out.length - 1]!.employer;
    // Without a date range a block with no body is a stray line: keep it with the entry before.
    if (!d.range && !d.body.length && out.length) {
      out[out.length - 1]!.highlights.push([d.first, d.second, ...d.rest].filter(Boolean).join(", "));
      continue;
    }
    const r = d.range;
    out.push({
      employer: employer.slice(0, 150),
      title: title.slice(0, 150),
      location: d.location.slice(0, 150),
      startMonth: r?.start.month ?? null,
      startYear: r?.start.year ?? null,
      endMonth: r?.end?.month ?? null,
      endYear: r?.end?.year ?? null,
      isCurrent: r?.current ?? false,
      highlights: [...d.rest.filter((p) => p.split(/\s+/).length > 3), ...d.body].map((h) => h.slice(0, 500)).slice(0, 20),
    });
  }
  return out.slice(0, 30);
}
