import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { getDb } from "@/db/client";
import { loadSkills } from "@/features/skills/server/load-skills";
import { emptyScores, precision, recall, scoreOne, type CorpusLabel, type Miss } from "../fixtures/score";
import { parseResume, ResumeTextError } from "./parse-resume";

/*
 * The labelled corpus through parseResume on a real database with the skills vocabulary (decision 028):
 * the targets must hold on the whole corpus, so a parser regression fails the suite.
 * The benchmark (bench/resume-parse/run.ts) prints the same numbers with timings.
 */
const CORPUS = path.resolve(import.meta.dirname, "../fixtures/corpus");
const labels: CorpusLabel[] = fs.readdirSync(CORPUS).filter((f) => f.endsWith(".json")).sort().map((f) => JSON.parse(fs.readFileSync(path.join(CORPUS, f), "utf8")) as CorpusLabel);

function pdfWith(draw: (doc: InstanceType<typeof PDFDocument>) => void): Promise<Uint8Array> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  draw(doc);
  doc.end();
  return done;
}

describe("resume corpus", () => {
  beforeAll(async () => {
    await loadSkills(getDb());
  });

  it("has at least 60 resumes: 20 PDF (8 two-column, two-page ones), 20 DOCX, and TXT/RTF", () => {
    expect(labels.length).toBeGreaterThanOrEqual(60);
    const n = (f: (l: CorpusLabel) => boolean) => labels.filter(f).length;
    expect(n((l) => l.format === "pdf")).toBeGreaterThanOrEqual(20);
    expect(n((l) => l.layout.startsWith("pdf-two-column"))).toBeGreaterThanOrEqual(8);
    expect(n((l) => l.format === "pdf" && l.pages === 2)).toBeGreaterThanOrEqual(3);
    expect(n((l) => l.format === "docx")).toBeGreaterThanOrEqual(20);
    expect(n((l) => l.format === "txt" || l.format === "rtf")).toBeGreaterThanOrEqual(6);
    expect(n((l) => l.heldOut)).toBeGreaterThanOrEqual(15);
  });

  it("meets the targets: name, email, phone >= 98%; work and education entries >= 90%; skills recall >= 85%", async () => {
    const scores = emptyScores();
    const misses: Miss[] = [];
    for (const label of labels) {
      const { proposal } = await parseResume(new Uint8Array(fs.readFileSync(path.join(CORPUS, label.file))), label.format as "pdf", { db: getDb() });
      scoreOne(label, proposal, scores, misses);
    }
    const summary = Object.fromEntries(Object.entries(scores).map(([k, t]) => [k, { p: precision(t), r: recall(t) }]));
    const context = JSON.stringify({ summary, misses: misses.slice(0, 10) }, null, 1);
    for (const k of ["name", "email", "phone"] as const) {
      expect(recall(scores[k]), context).toBeGreaterThanOrEqual(0.98);
      expect(precision(scores[k]), context).toBeGreaterThanOrEqual(0.98);
    }
    for (const k of ["work", "education"] as const) {
      expect(recall(scores[k]), context).toBeGreaterThanOrEqual(0.9);
      expect(precision(scores[k]), context).toBeGreaterThanOrEqual(0.9);
    }
    expect(recall(scores.skills), context).toBeGreaterThanOrEqual(0.85);
  });

  it("refuses a PDF without text (a scan) and a damaged file with a message for the person", async () => {
    const scan = await pdfWith((doc) => doc.rect(50, 50, 200, 300).fill("#333"));
    await expect(parseResume(scan, "pdf", { db: getDb() })).rejects.toThrow(ResumeTextError);
    await expect(parseResume(scan, "pdf", { db: getDb() })).rejects.toThrow(/could not find any text/);
    const broken = new Uint8Array(Buffer.from("%PDF-1.7\nnot really a pdf"));
    await expect(parseResume(broken, "pdf", { db: getDb() })).rejects.toThrow(ResumeTextError);
    await expect(parseResume(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), "docx", { db: getDb() })).rejects.toThrow(/could not read this file/);
    await expect(parseResume(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), "doc", { db: getDb() })).rejects.toThrow(ResumeTextError);
  });

  it("reads Windows-1252 text and caps the text at 100,000 characters", async () => {
    const cp1252 = new Uint8Array([...Buffer.from("Jos"), 0xe9, ...Buffer.from(" Mu"), 0xf1, ...Buffer.from("oz\njose@example.com\n(312) 555-0100\nSkills\nForklift operation, customer service\n")]);
    const { text, proposal } = await parseResume(cp1252, "txt", { db: getDb() });
    expect(text.startsWith("José Muñoz")).toBe(true);
    expect(proposal.contact).toMatchObject({ firstName: "José", lastName: "Muñoz", phone: "3125550100" });
    expect(proposal.skills.map((s) => s.slug)).toEqual(expect.arrayContaining(["forklift-operation", "customer-service"]));
    const long = new TextEncoder().encode(`Ana Ruiz\n${"Cared for patients on a busy unit. ".repeat(4000)}`);
    expect((await parseResume(long, "txt", { db: getDb() })).text.length).toBe(100_000);
  });
});
