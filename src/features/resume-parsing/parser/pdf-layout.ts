/*
 * PDF text items -> lines of text in reading order (pure, unit-tested; extract-text.ts feeds it the
 * items of each page). Items on one baseline become one line; a wide gap inside a line becomes a tab
 * (a right-aligned date stays apart from the title). A page laid out in two columns (a sidebar) is
 * read column by column: a vertical band that almost no line crosses, with text of its own on both
 * sides, splits each run of lines into the left column, then the right one; lines that cross the band
 * (a full-width name or heading) stay where they are.
 */
import { findDateRanges } from "./dates";

export type PdfItem = { str: string; x: number; y: number; width: number; fontSize: number };

type Line = { y: number; items: PdfItem[] };

/** Groups items by baseline (within a third of the font size), top to bottom, left to right. */
export function groupLines(items: readonly PdfItem[]): Line[] {
  const sorted = items.filter((i) => i.str.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const tolerance = Math.max(1.5, (item.fontSize || 10) * 0.35);
    const line = lines.find((l) => Math.abs(l.y - item.y) <= tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
}

/** The text of some items of one line: a space between words, a tab across a wide gap. */
function lineText(items: readonly PdfItem[]): string {
  let out = "";
  let end = -Infinity;
  for (const item of items) {
    const size = item.fontSize || 10;
    const gap = item.x - end;
    if (out) {
      if (gap > size * 2.2) out += "\t";
      else if (gap > size * 0.15 && !/\s$/.test(out) && !/^\s/.test(item.str)) out += " ";
    }
    out += item.str;
    end = Math.max(end, item.x + item.width);
  }
  return out.replace(/[ \u00a0]+/g, " ").replace(/ *\t */g, "\t").trim();
}

export type ColumnSplit = { left: number; right: number };

/**
 * The gap between two columns, or null for a one-column page. Candidates are x positions between
 * 15% and 85% of the text's width that at most 12% of lines cross; the widest band wins, cut to
 * its quietest stretch. Both sides must hold a real column: at least 8% of the characters each (a
 * sidebar is narrow), neither side mostly dates (a gutter of dates beside the entries is not a
 * column), and half the right side's lines starting within 10 points of one x (a column is
 * left-aligned; right-aligned dates are not).
 */
export function findColumnSplit(lines: readonly Line[]): ColumnSplit | null {
  if (lines.length < 8) return null;
  const all = lines.flatMap((l) => l.items);
  const minX = Math.min(...all.map((i) => i.x));
  const maxX = Math.max(...all.map((i) => i.x + i.width));
  const span = maxX - minX;
  if (span < 100) return null;
  const step = 2;
  const buckets = Math.ceil(span / step) + 1;
  const crossing = new Array<number>(buckets).fill(0);
  for (const l of lines) {
    const seen = new Set<number>();
    for (const i of l.items) {
      for (let b = Math.floor((i.x - minX) / step); b <= Math.floor((i.x + i.width - minX) / step); b++) seen.add(b);
    }
    // A line also "crosses" the space between two of its words closer than a column gap.
    const sorted = [...l.items].sort((a, b) => a.x - b.x);
    for (let k = 1; k < sorted.length; k++) {
      const prevEnd = sorted[k - 1]!.x + sorted[k - 1]!.width;
      if (sorted[k]!.x - prevEnd < 8) for (let b = Math.floor((prevEnd - minX) / step); b <= Math.floor((sorted[k]!.x - minX) / step); b++) seen.add(b);
    }
    for (const b of seen) crossing[b]!++;
  }
  const limit = Math.max(1, Math.floor(lines.length * 0.12));
  let best: ColumnSplit | null = null;
  let runStart = -1;
  const lo = Math.floor((span * 0.15) / step);
  const hi = Math.ceil((span * 0.85) / step);
  for (let b = lo; b <= hi + 1; b++) {
    const open = b <= hi && crossing[b]! <= limit;
    if (open && runStart < 0) runStart = b;
    if (!open && runStart >= 0) {
      const left = minX + runStart * step;
      const right = minX + b * step;
      if (right - left >= 10 && (!best || right - left > best.right - best.left)) best = { left, right };
      runStart = -1;
    }
  }
  if (!best) return null;
  // The band is where fewest lines cross: its quietest stretch (a sidebar's longest lines reach into it).
  {
    const from = Math.round((best.left - minX) / step);
    const to = Math.round((best.right - minX) / step) - 1;
    let min = Infinity;
    for (let b = from; b <= to; b++) min = Math.min(min, crossing[b]!);
    let a = -1;
    let z = -1;
    for (let b = from; b <= to; b++) {
      if (crossing[b] !== min) continue;
      if (a < 0) a = b;
      z = b;
    }
    best = { left: minX + a * step, right: minX + (z + 1) * step };
  }
  const mid = (best.left + best.right) / 2;
  let leftChars = 0;
  let rightChars = 0;
  const rightStarts = new Map<number, number>();
  let rightLines = 0;
  for (const l of lines) {
    let firstRight: number | null = null;
    for (const i of l.items) {
      if (i.x + i.width <= mid) leftChars += i.str.length;
      else if (i.x >= mid) {
        rightChars += i.str.length;
        firstRight ??= i.x;
      }
    }
    if (firstRight !== null) {
      rightLines++;
      const key = Math.round(firstRight / 3);
      rightStarts.set(key, (rightStarts.get(key) ?? 0) + 1);
    }
  }
  const total = leftChars + rightChars;
  if (!total || leftChars / total < 0.08 || rightChars / total < 0.08) return null;
  // A gutter of dates beside the entries ("2019 – 2021   Title, Employer") is not a column.
  for (const side of [(i: PdfItem) => i.x + i.width <= mid, (i: PdfItem) => i.x >= mid]) {
    const texts = lines.map((l) => l.items.filter(side).map((i) => i.str).join(" ")).filter((t) => t.trim());
    if (texts.filter((t) => findDateRanges(t).length || /^\s*(?:\d{4}|present)\s*$/i.test(t)).length > texts.length * 0.4) return null;
  }
  // Lines of a column start at its left edge or a bullet's indent from it (within 10 points).
  const aligned = Math.max(...[...rightStarts.keys()].map((k) => [-3, -2, -1, 0, 1, 2, 3].reduce((n, d) => n + (rightStarts.get(k + d) ?? 0), 0)));
  if (aligned / rightLines < 0.5) return null;
  return best;
}

type Out = { text: string; x: number; y: number; size: number };

function outLine(items: readonly PdfItem[], y: number): Out | null {
  const text = lineText(items);
  if (!text) return null;
  return { text, x: Math.min(...items.map((i) => i.x)), y, size: Math.max(...items.map((i) => i.fontSize || 10)) };
}

const BULLET_START = /^[\u2022\u25cf\u25aa\u25a0\u25e6\u2023\u2043\u2219\u00b7*\u2013-]\s/u;

/**
 * Joins the wrapped lines of a bullet to it: a line just below a bullet line, indented past the
 * bullet (where the bullet's text starts) and not itself a bullet, continues it.
 */
function joinWrapped(lines: readonly Out[]): string[] {
  const out: Out[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && BULLET_START.test(prev.text) && !BULLET_START.test(l.text) && l.x > prev.x + 3 && l.x < prev.x + 30 && prev.y - l.y > 0 && prev.y - l.y < prev.size * 1.8) {
      prev.text = `${prev.text} ${l.text}`;
      prev.y = l.y;
      continue;
    }
    out.push({ ...l });
  }
  return out.map((l) => l.text);
}

/** One page's items as lines of text in reading order. */
export function pageLines(items: readonly PdfItem[]): string[] {
  const lines = groupLines(items);
  const split = findColumnSplit(lines);
  if (!split) return joinWrapped(lines.map((l) => outLine(l.items, l.y)).filter((l): l is Out => !!l));
  const mid = (split.left + split.right) / 2;
  const out: string[] = [];
  let left: Out[] = [];
  let right: Out[] = [];
  const flush = () => {
    out.push(...joinWrapped(left), ...joinWrapped(right));
    left = [];
    right = [];
  };
  for (const l of lines) {
    const crosses = l.items.some((i) => i.x < mid && i.x + i.width > mid);
    if (crosses) {
      flush();
      const whole = outLine(l.items, l.y);
      if (whole) out.push(whole.text);
      continue;
    }
    const l1 = outLine(l.items.filter((i) => i.x + i.width <= mid), l.y);
    const r1 = outLine(l.items.filter((i) => i.x >= mid), l.y);
    if (l1) left.push(l1);
    if (r1) right.push(r1);
  }
  flush();
  return out.filter(Boolean);
}
