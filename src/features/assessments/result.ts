/*
 * Reading an assessment's stored result (jsonb, written by a provider) for people: nothing here
 * trusts its shape. A personality result is { types: [{ name, score }], traits: [{ name, score?,
 * description? }] } (db/schema/candidate-sections.ts); any other result is shown as its plain
 * label/value pairs. What cannot be read is said to be so, never shown raw.
 */
export type Scored = { name: string; score: number | null; description: string | null };
export type PersonalityResult = { types: Scored[]; traits: Scored[] };
export type ResultEntry = { label: string; value: string };

const TEXT_MAX = 300;
const LIST_MAX = 50;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const clip = (s: string) => (s.length > TEXT_MAX ? `${s.slice(0, TEXT_MAX - 1)}…` : s);

function scoredList(value: unknown): Scored[] {
  if (!Array.isArray(value)) return [];
  const out: Scored[] = [];
  for (const item of value.slice(0, LIST_MAX)) {
    if (typeof item === "string" && item.trim()) out.push({ name: clip(item.trim()), score: null, description: null });
    else if (isRecord(item) && typeof item.name === "string" && item.name.trim()) {
      const score = typeof item.score === "number" && Number.isFinite(item.score) ? Math.round(item.score) : null;
      const description = typeof item.description === "string" && item.description.trim() ? clip(item.description.trim()) : null;
      out.push({ name: clip(item.name.trim()), score, description });
    }
  }
  return out;
}

/** The personality types (highest score first) and traits of a result, or null when it has neither. */
export function readPersonalityResult(result: unknown): PersonalityResult | null {
  if (!isRecord(result)) return null;
  const byScore = (a: Scored, b: Scored) => (b.score ?? -Infinity) - (a.score ?? -Infinity);
  const types = scoredList(result.types).sort(byScore);
  const traits = scoredList(result.traits).sort(byScore);
  return types.length || traits.length ? { types, traits } : null;
}

/** "correctAnswers" -> "Correct answers", "time_spent" -> "Time spent". */
export function labelOf(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A result's plain values (text, numbers, yes/no) as label/value pairs, in the stored order; nested values are left out. */
export function resultEntries(result: unknown): ResultEntry[] {
  if (!isRecord(result)) return [];
  const out: ResultEntry[] = [];
  for (const [key, value] of Object.entries(result).slice(0, LIST_MAX)) {
    if (typeof value === "string" && value.trim()) out.push({ label: clip(labelOf(key)), value: clip(value.trim()) });
    else if (typeof value === "number" && Number.isFinite(value)) out.push({ label: clip(labelOf(key)), value: String(value) });
    else if (typeof value === "boolean") out.push({ label: clip(labelOf(key)), value: value ? "Yes" : "No" });
  }
  return out;
}
