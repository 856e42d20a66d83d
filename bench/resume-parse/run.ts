/*
 * Resume parsing benchmark (issue 14 part 5, decision 028): every resume of the labelled corpus
 * through parseResume, with the skills vocabulary loaded into a temporary in-memory PGlite database
 * as the integration tests do. Prints field-level precision and recall (dev set, held-out set, all)
 * and the parse time per resume (p50, p95; 2-page PDFs on their own), and writes results.json.
 *
 *   npx tsx --conditions=react-server bench/resume-parse/run.ts [--misses] [--set dev|held-out|all] [--runs 5]
 *
 * --misses lists what was wrong (for the dev set only unless --set says otherwise).
 */
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { createTestPool, migrateTestDatabase } from "../../src/testing/database";
import { loadSkills } from "../../src/features/skills/server/load-skills";
import { parseResume } from "../../src/features/resume-parsing/server/parse-resume";
import { emptyScores, percentile, precision, recall, scoreOne, type CorpusLabel, type Miss, type Scores } from "../../src/features/resume-parsing/fixtures/score";

const CORPUS = path.resolve(import.meta.dirname, "../../src/features/resume-parsing/fixtures/corpus");
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

async function main() {
  const showMisses = process.argv.includes("--misses");
  const missSet = arg("set") ?? "dev";
  const runs = Number(arg("runs") ?? 5);
  const pool = await createTestPool();
  const db = await migrateTestDatabase(pool);
  await loadSkills(db);
  const labels: CorpusLabel[] = fs.readdirSync(CORPUS).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(fs.readFileSync(path.join(CORPUS, f), "utf8")));
  const sets: Record<string, Scores> = { dev: emptyScores(), "held-out": emptyScores(), all: emptyScores() };
  const misses: Miss[] = [];
  const times: { label: CorpusLabel; ms: number }[] = [];
  // Warm up: the first PDF loads PDF.js, the first skills match builds the matcher.
  for (const l of labels.slice(0, 3)) await parseResume(new Uint8Array(fs.readFileSync(path.join(CORPUS, l.file))), l.format as "pdf", { db });
  for (const label of labels) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS, label.file)));
    let proposal = null;
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const out = await parseResume(bytes, label.format as "pdf", { db });
      times.push({ label, ms: performance.now() - t0 });
      proposal = out.proposal;
    }
    const set = label.heldOut ? "held-out" : "dev";
    const found: Miss[] = [];
    scoreOne(label, proposal!, sets[set]!, found);
    scoreOne(label, proposal!, sets.all!, []);
    if (missSet === "all" || missSet === set) misses.push(...found.map((m) => ({ ...m, id: `${m.id} (${label.layout})` })));
  }
  await pool.end();

  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const fields: [keyof Scores, string, number | null][] = [
    ["name", "Name", 0.98], ["email", "Email", 0.98], ["phone", "Phone", 0.98], ["place", "City, state, ZIP", null],
    ["work", "Work-history entries", 0.9], ["education", "Education entries", 0.9], ["fieldOfStudy", "Field of study", null],
    ["skills", "Skills (recall)", 0.85], ["languages", "Languages (with proficiency)", null],
  ];
  const count = (heldOut: boolean | null) => labels.filter((l) => heldOut === null || l.heldOut === heldOut).length;
  const rows = fields.map(([k, name, target]) => ({
    field: name,
    target: target === null ? "" : `>= ${target * 100}%`,
    dev: { precision: precision(sets.dev![k]), recall: recall(sets.dev![k]) },
    heldOut: { precision: precision(sets["held-out"]![k]), recall: recall(sets["held-out"]![k]) },
    all: { precision: precision(sets.all![k]), recall: recall(sets.all![k]), ...sets.all![k] },
  }));
  console.log(`\nCorpus: ${labels.length} resumes (dev ${count(false)}, held-out ${count(true)}); ${runs} runs each\n`);
  console.log(`| Field | Target | Dev P / R | Held-out P / R | All P / R |`);
  console.log(`| --- | --- | --- | --- | --- |`);
  for (const r of rows) console.log(`| ${r.field} | ${r.target} | ${pct(r.dev.precision)} / ${pct(r.dev.recall)} | ${pct(r.heldOut.precision)} / ${pct(r.heldOut.recall)} | ${pct(r.all.precision)} / ${pct(r.all.recall)} |`);
  const ms = (f: (l: CorpusLabel) => boolean) => times.filter((t) => f(t.label)).map((t) => t.ms);
  const timing = [
    ["All resumes", ms(() => true)],
    ["PDF", ms((l) => l.format === "pdf")],
    ["2-page PDF", ms((l) => l.format === "pdf" && l.pages === 2)],
    ["Two-column PDF", ms((l) => l.layout.startsWith("pdf-two-column"))],
    ["DOCX", ms((l) => l.format === "docx")],
    ["TXT / RTF", ms((l) => l.format === "txt" || l.format === "rtf")],
  ] as const;
  console.log(`\n| Parse time (ms) | n | p50 | p95 | max |\n| --- | --- | --- | --- | --- |`);
  for (const [name, xs] of timing) console.log(`| ${name} | ${xs.length} | ${percentile(xs, 50).toFixed(0)} | ${percentile(xs, 95).toFixed(0)} | ${Math.max(...xs).toFixed(0)} |`);
  console.log(`\nMachine: ${os.cpus()[0]?.model ?? "?"} x${os.cpus().length}, Node ${process.version}`);
  if (showMisses) {
    console.log(`\nMisses (${missSet}):`);
    for (const m of misses) console.log(`- ${m.id} ${m.field}: expected ${m.expected}\n    got ${m.got}`);
  }
  fs.writeFileSync(path.join(import.meta.dirname, "results.json"), JSON.stringify({ date: new Date().toISOString(), corpus: labels.length, runs, rows, timing: timing.map(([name, xs]) => ({ name, n: xs.length, p50: percentile(xs, 50), p95: percentile(xs, 95), max: Math.max(...xs) })) }, null, 2) + "\n");
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
