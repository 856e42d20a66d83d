#!/usr/bin/env node
// Writes the "Interview preparation checklist" PDF that the seed stores as the gated download
// /file-download/interview-preparation-checklist (src/seed/content/files.ts): two A4-ish Letter pages
// drawn with pdfkit in the PDF standard fonts (nothing embedded, so the file stays small), tick boxes,
// and a link back to Upstep. The PDF is committed; run again only when the text changes:
// `node scripts/generate-interview-checklist.mjs`.
import { createWriteStream } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";

const OUT = path.resolve(import.meta.dirname, "../src/seed/content/assets/interview-preparation-checklist.pdf");
const BRAND = "#1d4ed8";
const INK = "#0f172a";
const MUTED = "#475569";

const SECTIONS = [
  {
    title: "One week before",
    items: [
      "Reread the job posting and highlight the five requirements that come up most often.",
      "Write one STAR story (Situation, Task, Action, Result) for each of those five requirements.",
      "Research the company: its product, its customers, recent news and who you will meet.",
      "Prepare your two-minute answer to \"Tell me about yourself\": past, present, why this role.",
      "Check the salary range for the role and decide the number you will ask for.",
    ],
  },
  {
    title: "The day before",
    items: [
      "Confirm the time, the time zone, the address or video link and the names of your interviewers.",
      "Write three questions for them: about the team, how success is measured, and next steps.",
      "Practise out loud: record yourself answering two questions and play it back once.",
      "Lay out what you will wear, and print or save two copies of your resume.",
      "For a video call: test the camera, microphone and light; close every other app.",
    ],
  },
  {
    title: "On the day",
    items: [
      "Arrive (or log in) ten minutes early, with water, a pen and your notes.",
      "Lead with results: numbers, time saved, people helped. Keep each answer under two minutes.",
      "When you do not know, say how you would find out. Honesty beats a guess.",
      "Ask your three questions, and ask what the next step is and when you will hear back.",
    ],
  },
  {
    title: "Afterwards",
    items: [
      "Send a short thank-you email within 24 hours that recalls one thing you discussed.",
      "Write down the questions you were asked and how you would answer them better.",
      "Follow up politely if you have not heard back by the date they gave you.",
    ],
  },
];

const doc = new PDFDocument({
  size: "LETTER",
  margins: { top: 60, bottom: 60, left: 64, right: 64 },
  info: { Title: "Interview preparation checklist", Author: "Upstep", Subject: "A step-by-step checklist for job interviews", Keywords: "interview, checklist, job search" },
  pdfVersion: "1.7",
});
doc.pipe(createWriteStream(OUT));

const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(11).text("UPSTEP", { characterSpacing: 2 });
doc.moveDown(0.4);
doc.fillColor(INK).font("Helvetica-Bold").fontSize(26).text("Interview preparation checklist");
doc.moveDown(0.3);
doc
  .fillColor(MUTED)
  .font("Helvetica")
  .fontSize(11.5)
  .text("Most interviews are won in the week before them. Work through this list from the top, tick each box as you go, and walk in knowing what you will say.", { width, lineGap: 2 });
doc.moveDown(1);

for (const section of SECTIONS) {
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(14).text(section.title);
  doc.moveDown(0.4);
  for (const item of section.items) {
    const textWidth = width - 26;
    const height = doc.font("Helvetica").fontSize(11).heightOfString(item, { width: textWidth, lineGap: 2 });
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.lineWidth(1.2).strokeColor(BRAND).roundedRect(doc.page.margins.left, y + 1, 11, 11, 2).stroke();
    doc.fillColor(INK).font("Helvetica").fontSize(11).text(item, doc.page.margins.left + 22, y, { width: textWidth, lineGap: 2 });
    doc.moveDown(0.45);
    doc.x = doc.page.margins.left;
  }
  doc.moveDown(0.8);
}

doc.moveDown(0.5);
doc.fillColor(MUTED).font("Helvetica-Oblique").fontSize(10).text("Practise with free interview quizzes and find your next role at Upstep.", { width });
doc.end();
console.log(`wrote ${OUT}`);
