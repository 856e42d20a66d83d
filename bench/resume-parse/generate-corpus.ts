/*
 * Writes the labelled resume corpus (decision 028) to src/features/resume-parsing/fixtures/corpus:
 * for each resume a file (.pdf, .docx, .txt, .rtf) and a .json label with the true values.
 * Deterministic (a seeded generator), so running it again rewrites the same corpus.
 *
 *   npx tsx bench/resume-parse/generate-corpus.ts
 *
 * Layouts: PDF one column with dates right, PDF "Employer — Title" with the place, PDF with dates on
 * their own line, PDF two columns with a left or right sidebar, two-page PDFs; DOCX with headings and
 * "|" lines, DOCX with right tab stops, DOCX with tables (dates in the first column, a header table,
 * a skills table), plain text and RTF. Date styles: "Jan 2020", "January 2020", "01/2020", years only,
 * seasons for students' jobs.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import {
  AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType,
} from "docx";
import { SKILL_VOCABULARY } from "../../src/features/skills/data/vocabulary";
import { normaliseTerm } from "../../src/features/skills/normalise";
import { CAREER_CHANGES, FIRST_NAMES, LANGUAGE_OPTIONS, LAST_NAMES, OCCUPATIONS, PLACES, type EduSpec, type JobSpec, type Occupation } from "./content";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../src/features/resume-parsing/fixtures/corpus");

// ---------- a seeded random source (mulberry32) ----------
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    shuffle: <T>(xs: readonly T[]): T[] => {
      const out = [...xs];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}
type Rng = ReturnType<typeof rng>;

// ---------- the model and its label ----------
type DateStyle = "mon" | "month" | "mm" | "year";
type YM = { year: number; month: number | null; season?: string };
type Job = JobSpec & { location: string; start: YM; end: YM | null };
type Edu = EduSpec & { startYear: number | null; endYear: number };
type Lang = { name: string; code: string; levelText: string; proficiency: string };
type Person = {
  id: string;
  first: string;
  last: string;
  credential: string;
  email: string;
  phone: string;
  place: { city: string; state: string; zip: string };
  showZip: boolean;
  summary: string;
  jobs: Job[];
  education: Edu[];
  skills: string[];
  languages: Lang[];
  dateStyle: DateStyle;
  phoneStyle: number;
  headingStyle: number;
};

export type Label = {
  id: string;
  file: string;
  format: "pdf" | "docx" | "txt" | "rtf";
  layout: string;
  pages: number;
  heldOut: boolean;
  occupation: string;
  contact: { firstName: string; lastName: string; email: string; phone: string; city: string; state: string; postalCode: string };
  workHistory: { employer: string; title: string; location: string; startMonth: number | null; startYear: number | null; endMonth: number | null; endYear: number | null; isCurrent: boolean }[];
  education: { school: string; degree: string; fieldOfStudy: string; startYear: number | null; endYear: number | null }[];
  skills: string[];
  languages: { language: string; proficiency: string | null }[];
};

const SKILL_BY_TERM = new Map<string, string>();
for (const s of SKILL_VOCABULARY) for (const t of [s.name, ...s.aliases]) SKILL_BY_TERM.set(normaliseTerm(t), s.slug);
function skillSlug(term: string): string {
  const slug = SKILL_BY_TERM.get(normaliseTerm(term));
  if (!slug) throw new Error(`"${term}" is not in the skills vocabulary`);
  return slug;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function fmt(d: YM | null, style: DateStyle, now: string): string {
  if (!d) return now;
  if (d.season) return `${d.season} ${d.year}`;
  if (style === "year" || d.month === null) return String(d.year);
  if (style === "mon") return `${MONTHS[d.month - 1]!.slice(0, 3)} ${d.year}`;
  if (style === "month") return `${MONTHS[d.month - 1]} ${d.year}`;
  return `${String(d.month).padStart(2, "0")}/${d.year}`;
}

function range(job: { start: YM; end: YM | null }, p: Person, dash = " – ", now = "Present"): string {
  return `${fmt(job.start, p.dateStyle, now)}${dash}${fmt(job.end, p.dateStyle, now)}`;
}

function phoneText(p: Person): string {
  const d = p.phone;
  return [`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`, `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`][p.phoneStyle]!;
}
function placeText(p: Person): string {
  return `${p.place.city}, ${p.place.state}${p.showZip ? ` ${p.place.zip}` : ""}`;
}

const HEADINGS = {
  summary: ["SUMMARY", "Professional Summary", "PROFILE", "Objective", "Career Summary"],
  experience: ["EXPERIENCE", "Professional Experience", "WORK HISTORY", "Employment History", "Work Experience", "Relevant Experience"],
  education: ["EDUCATION", "Education", "EDUCATION & TRAINING", "Education", "Education and Training", "Education"],
  languages: ["LANGUAGES", "Languages", "Languages", "LANGUAGE SKILLS", "Languages", "Languages"],
};
function heading(p: Person, kind: keyof typeof HEADINGS): string {
  return HEADINGS[kind][p.headingStyle % HEADINGS[kind].length]!;
}
function skillsHeading(p: Person, occ: Occupation): string {
  const h = occ.skillsHeading[p.headingStyle % occ.skillsHeading.length]!;
  return p.headingStyle % 2 === 0 ? h.toUpperCase() : h;
}

function makePerson(index: number, r: Rng, opts: { jobs: number; bullets: number; long: boolean }): { person: Person; occ: Occupation } {
  const change = index % 9 === 8 ? CAREER_CHANGES[(index / 9) % CAREER_CHANGES.length | 0]! : null;
  const occ = change ? OCCUPATIONS.find((o) => o.key === change[1])! : OCCUPATIONS[index % OCCUPATIONS.length]!;
  const before = change ? OCCUPATIONS.find((o) => o.key === change[0])! : occ;
  const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(index * 11 + 3) % LAST_NAMES.length]!;
  const place = PLACES[(index * 13) % PLACES.length]!;
  const student = occ.key === "student";
  const dateStyle: DateStyle = student ? r.pick(["mon", "month"]) : (["mon", "month", "mm", "year", "mon", "month"] as const)[index % 6]!;
  // Jobs, newest first, going back in time without overlaps.
  const recentSpecs = r.shuffle(occ.jobs);
  const olderSpecs = r.shuffle(before.jobs.filter((j) => !recentSpecs.slice(0, 2).includes(j)));
  const specs = change ? [...recentSpecs.slice(0, Math.ceil(opts.jobs / 2)), ...olderSpecs.slice(0, Math.floor(opts.jobs / 2))] : recentSpecs.slice(0, opts.jobs);
  let cursor = { year: 2025, month: r.int(1, 9) };
  const current = r.next() < 0.6;
  const jobs: Job[] = specs.map((spec, k) => {
    const end: YM | null = k === 0 && current ? null : { year: cursor.year, month: cursor.month };
    const months = student ? r.int(3, 10) : r.int(10, 40);
    let sy = cursor.year;
    let sm = cursor.month - months;
    while (sm < 1) {
      sm += 12;
      sy--;
    }
    const start: YM = { year: sy, month: sm };
    cursor = { year: sm === 1 ? sy - 1 : sy, month: sm === 1 ? 12 : sm - r.int(0, 1) || 1 };
    const jobPlace = r.pick(PLACES);
    const job: Job = { ...spec, bullets: spec.bullets.slice(0, opts.bullets), location: `${jobPlace.city}, ${jobPlace.state}`, start, end };
    // Students write summer jobs by season.
    if (student && k > 0 && r.next() < 0.5) {
      job.start = { year: start.year, month: null, season: "Summer" };
      job.end = { year: start.year, month: null, season: "Summer" };
    }
    if (dateStyle === "year") {
      job.start = { year: job.start.year, month: null };
      if (job.end) job.end = { year: job.end.year, month: null };
    }
    return job;
  });
  const eduSpecs = [r.pick(occ.education), ...(student && occ.extraEducation ? occ.extraEducation : []), ...(change ? [r.pick(before.education)] : [])];
  let gradYear = student ? 2025 + r.int(0, 1) : jobs[jobs.length - 1]!.start.year - r.int(0, 2);
  const education: Edu[] = eduSpecs
    .filter((e, i, xs) => xs.findIndex((x) => x.school === e.school) === i)
    .map((e) => {
      const edu: Edu = { ...e, startYear: r.next() < 0.5 ? gradYear - e.years : null, endYear: gradYear };
      gradYear = gradYear - e.years - r.int(0, 3);
      return edu;
    });
  const skills = r.shuffle([...occ.skills, ...(change ? before.skills.slice(0, 3) : [])]).slice(0, r.int(6, 10));
  const languages: Lang[] = [];
  if (r.next() < 0.55) {
    const l = r.pick(LANGUAGE_OPTIONS);
    const [levelText, proficiency] = r.pick(l.levels);
    languages.push({ name: "English", code: "en", levelText: r.next() < 0.5 ? "Native" : "Fluent", proficiency: "" }, { name: l.name, code: l.code, levelText, proficiency });
    languages[0]!.proficiency = languages[0]!.levelText === "Native" ? "native" : "full-professional";
  }
  const emailName = `${first}.${last}`.toLowerCase().normalize("NFD").replace(/[^a-z.]/g, "");
  const person: Person = {
    id: `r${String(index + 1).padStart(3, "0")}`,
    first,
    last,
    credential: occ.key === "nursing" && index % 2 === 0 ? "RN" : "",
    email: `${emailName}${index % 3 === 0 ? index + 10 : ""}@${["example.com", "mail.example.org", "example.net"][index % 3]}`,
    phone: `${r.pick(["312", "414", "614", "512", "602", "303", "404", "704", "615", "502", "816", "612", "503"])}555${String(r.int(100, 199)).padStart(4, "0")}`,
    place,
    showZip: index % 3 !== 1,
    summary: change ? change[2] : r.pick(occ.summaries) + (opts.long ? " " + r.pick(occ.summaries) : ""),
    jobs,
    education,
    skills,
    languages,
    dateStyle,
    phoneStyle: index % 4,
    headingStyle: index % 6,
  };
  return { person, occ };
}

function labelOf(p: Person, occ: Occupation, meta: { file: string; format: Label["format"]; layout: string; pages: number; heldOut: boolean }): Label {
  return {
    id: p.id,
    ...meta,
    occupation: occ.key,
    contact: { firstName: p.first, lastName: p.last, email: p.email.toLowerCase(), phone: p.phone, city: p.place.city, state: p.place.state, postalCode: p.showZip ? p.place.zip : "" },
    workHistory: p.jobs.map((j) => ({
      employer: j.employer,
      title: j.title,
      location: j.location,
      startMonth: j.start.season ? null : j.start.month,
      startYear: j.start.year,
      endMonth: j.end && !j.end.season ? j.end.month : null,
      endYear: j.end?.year ?? null,
      isCurrent: j.end === null,
    })),
    education: p.education.map((e) => ({ school: e.school, degree: e.degree, fieldOfStudy: e.field, startYear: e.startYear, endYear: e.endYear })),
    skills: [...new Set(p.skills.map(skillSlug))],
    languages: p.languages.map((l) => ({ language: l.code, proficiency: l.proficiency })),
  };
}

// ---------- PDF ----------
type Pdf = InstanceType<typeof PDFDocument>;
async function pdfBytes(draw: (doc: Pdf) => void): Promise<{ bytes: Buffer; pages: number }> {
  const doc = new PDFDocument({ size: "LETTER", margins: { top: 48, bottom: 48, left: 54, right: 54 }, bufferPages: true, info: { Title: "Resume", CreationDate: new Date(Date.UTC(2025, 0, 1)) } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  draw(doc);
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await done;
  return { bytes: Buffer.concat(chunks), pages };
}

const LEFT = 54;
const WIDTH = 612 - 108;
function ensure(doc: Pdf, h: number) {
  if (doc.y + h > 792 - 60) doc.addPage();
}
function pdfHeading(doc: Pdf, text: string, style: number, x = LEFT, width = WIDTH) {
  ensure(doc, 40);
  doc.moveDown(0.6);
  doc.font("Helvetica-Bold").fontSize(style % 2 ? 12 : 11).fillColor(style % 3 === 0 ? "#1f4e79" : "#000").text(text, x, doc.y, { width });
  if (style % 2 === 0) doc.moveTo(x, doc.y + 1).lineTo(x + width, doc.y + 1).lineWidth(0.5).strokeColor("#888").stroke();
  doc.fillColor("#000").moveDown(0.3);
}
function pdfLeftRight(doc: Pdf, left: string, right: string, font: string, x = LEFT, width = WIDTH) {
  ensure(doc, 16);
  const y = doc.y;
  doc.font(font).fontSize(10).text(left, x, y, { width: width - 130 });
  const after = doc.y;
  doc.font("Helvetica").fontSize(10).text(right, x + width - 130, y, { width: 130, align: "right" });
  doc.y = Math.max(after, doc.y);
}
function pdfBullets(doc: Pdf, bullets: string[], x = LEFT, width = WIDTH) {
  doc.font("Helvetica").fontSize(10);
  for (const b of bullets) {
    ensure(doc, 14);
    doc.text(`•  ${b}`, x + 10, doc.y, { width: width - 10 });
  }
}
function pdfHeader(doc: Pdf, p: Person, centered: boolean) {
  const align = centered ? "center" : "left";
  doc.font("Helvetica-Bold").fontSize(20).text(`${p.first} ${p.last}${p.credential ? `, ${p.credential}` : ""}`, LEFT, 48, { width: WIDTH, align });
  doc.font("Helvetica").fontSize(10).text(`${placeText(p)}  |  ${phoneText(p)}  |  ${p.email}`, LEFT, doc.y + 2, { width: WIDTH, align });
}
function pdfSkillsEtc(doc: Pdf, p: Person, occ: Occupation) {
  pdfHeading(doc, skillsHeading(p, occ), p.headingStyle);
  doc.font("Helvetica").fontSize(10).text(p.skills.join(", "), LEFT, doc.y, { width: WIDTH });
  if (p.languages.length) {
    pdfHeading(doc, heading(p, "languages"), p.headingStyle);
    doc.font("Helvetica").fontSize(10).text(p.languages.map((l) => `${l.name} (${l.levelText})`).join(", "), LEFT, doc.y, { width: WIDTH });
  }
}
function eduLine(e: Edu): string {
  return `${e.degree}${e.field ? ` in ${e.field}` : ""}`;
}
function eduYears(e: Edu): string {
  return e.startYear ? `${e.startYear} – ${e.endYear}` : `${e.endYear}`;
}

/** P1: one column, "Title, Employer" with the dates right-aligned. */
function pdfClassic(p: Person, occ: Occupation) {
  return pdfBytes((doc) => {
    pdfHeader(doc, p, p.headingStyle % 2 === 0);
    pdfHeading(doc, heading(p, "summary"), p.headingStyle);
    doc.font("Helvetica").fontSize(10).text(p.summary, LEFT, doc.y, { width: WIDTH });
    pdfHeading(doc, heading(p, "experience"), p.headingStyle);
    for (const j of p.jobs) {
      pdfLeftRight(doc, `${j.title}, ${j.employer}`, range(j, p), "Helvetica-Bold");
      pdfBullets(doc, j.bullets);
      doc.moveDown(0.4);
    }
    pdfHeading(doc, heading(p, "education"), p.headingStyle);
    for (const e of p.education) {
      pdfLeftRight(doc, `${eduLine(e)}, ${e.school}`, eduYears(e), "Helvetica-Bold");
    }
    pdfSkillsEtc(doc, p, occ);
  });
}

/** P2: "Employer — City, ST" on one line, the title with the dates right on the next. */
function pdfEmployerFirst(p: Person, occ: Occupation) {
  return pdfBytes((doc) => {
    pdfHeader(doc, p, true);
    pdfHeading(doc, heading(p, "summary"), p.headingStyle + 1);
    doc.font("Helvetica").fontSize(10).text(p.summary, LEFT, doc.y, { width: WIDTH });
    pdfHeading(doc, heading(p, "experience"), p.headingStyle + 1);
    for (const j of p.jobs) {
      ensure(doc, 60);
      doc.font("Helvetica-Bold").fontSize(10.5).text(`${j.employer} — ${j.location}`, LEFT, doc.y, { width: WIDTH });
      pdfLeftRight(doc, j.title, range(j, p, " - "), "Helvetica-Oblique");
      pdfBullets(doc, j.bullets);
      doc.moveDown(0.4);
    }
    pdfHeading(doc, heading(p, "education"), p.headingStyle + 1);
    for (const e of p.education) {
      pdfLeftRight(doc, e.school, eduYears(e), "Helvetica-Bold");
      doc.font("Helvetica").fontSize(10).text(eduLine(e), LEFT, doc.y, { width: WIDTH });
    }
    pdfSkillsEtc(doc, p, occ);
  });
}

/** P3: title, then "Employer | City, ST", then the dates on a line of their own. */
function pdfDatesOwnLine(p: Person, occ: Occupation) {
  return pdfBytes((doc) => {
    doc.font("Helvetica-Bold").fontSize(22).text(`${p.first} ${p.last}`.toUpperCase(), LEFT, 48, { width: WIDTH });
    doc.font("Helvetica").fontSize(10).text(p.email, LEFT, doc.y, { width: WIDTH }).text(phoneText(p)).text(placeText(p));
    pdfHeading(doc, heading(p, "summary"), p.headingStyle);
    doc.font("Helvetica").fontSize(10).text(p.summary, LEFT, doc.y, { width: WIDTH });
    pdfHeading(doc, heading(p, "experience"), p.headingStyle);
    for (const j of p.jobs) {
      ensure(doc, 60);
      doc.font("Helvetica-Bold").fontSize(10.5).text(j.title, LEFT, doc.y, { width: WIDTH });
      doc.font("Helvetica").fontSize(10).text(`${j.employer} | ${j.location}`, LEFT, doc.y, { width: WIDTH });
      doc.font("Helvetica-Oblique").fontSize(9.5).text(range(j, p, " to "), LEFT, doc.y, { width: WIDTH });
      pdfBullets(doc, j.bullets);
      doc.moveDown(0.4);
    }
    pdfHeading(doc, heading(p, "education"), p.headingStyle);
    for (const e of p.education) {
      doc.font("Helvetica-Bold").fontSize(10).text(e.school, LEFT, doc.y, { width: WIDTH });
      doc.font("Helvetica").fontSize(10).text(`${eduLine(e)}, ${eduYears(e)}`, LEFT, doc.y, { width: WIDTH });
    }
    pdfSkillsEtc(doc, p, occ);
  });
}

/** P4/P5: two columns; the sidebar (contact, skills, languages, education) left or right. */
function pdfTwoColumn(p: Person, occ: Occupation, sidebarLeft: boolean) {
  return pdfBytes((doc) => {
    const sideW = 160;
    const gap = 28;
    const mainW = WIDTH - sideW - gap;
    const sideX = sidebarLeft ? LEFT : LEFT + mainW + gap;
    const mainX = sidebarLeft ? LEFT + sideW + gap : LEFT;
    let top = 48;
    if (sidebarLeft) {
      // A full-width name band.
      doc.font("Helvetica-Bold").fontSize(22).text(`${p.first} ${p.last}`, LEFT, 48, { width: WIDTH });
      top = doc.y + 14;
    }
    if (sidebarLeft) doc.rect(sideX - 6, top - 6, sideW + 12, 792 - top - 40).fill("#eef2f6").fillColor("#000");
    // Sidebar.
    doc.y = top;
    const side = (h: string) => {
      doc.moveDown(0.5);
      doc.font("Helvetica-Bold").fontSize(10.5).fillColor("#1f4e79").text(h, sideX, doc.y, { width: sideW }).fillColor("#000").moveDown(0.2);
    };
    side(p.headingStyle % 2 ? "Contact" : "CONTACT");
    doc.font("Helvetica").fontSize(9).text(phoneText(p), sideX, doc.y, { width: sideW }).text(p.email, { width: sideW }).text(placeText(p), { width: sideW });
    side(skillsHeading(p, occ));
    for (const s of p.skills) doc.font("Helvetica").fontSize(9).text(s, sideX, doc.y, { width: sideW });
    if (p.languages.length) {
      side(heading(p, "languages"));
      for (const l of p.languages) doc.font("Helvetica").fontSize(9).text(`${l.name} – ${l.levelText}`, sideX, doc.y, { width: sideW });
    }
    side(heading(p, "education"));
    for (const e of p.education) {
      doc.font("Helvetica-Bold").fontSize(9).text(eduLine(e), sideX, doc.y, { width: sideW });
      doc.font("Helvetica").fontSize(9).text(e.school, sideX, doc.y, { width: sideW }).text(eduYears(e), { width: sideW }).moveDown(0.3);
    }
    // Main column.
    doc.y = sidebarLeft ? top : 48;
    if (!sidebarLeft) {
      doc.font("Helvetica-Bold").fontSize(20).text(`${p.first} ${p.last}`, mainX, 48, { width: mainW });
      doc.font("Helvetica").fontSize(11).fillColor("#555").text(p.jobs[0]!.title, mainX, doc.y, { width: mainW }).fillColor("#000");
    }
    const mainHeading = (h: string) => {
      doc.moveDown(0.6);
      doc.font("Helvetica-Bold").fontSize(11.5).fillColor("#1f4e79").text(h, mainX, doc.y, { width: mainW }).fillColor("#000").moveDown(0.2);
    };
    mainHeading(heading(p, "summary"));
    doc.font("Helvetica").fontSize(9.5).text(p.summary, mainX, doc.y, { width: mainW });
    mainHeading(heading(p, "experience"));
    for (const j of p.jobs) {
      const y = doc.y;
      doc.font("Helvetica-Bold").fontSize(10).text(j.title, mainX, y, { width: mainW - 110 });
      doc.font("Helvetica").fontSize(9).text(range(j, p), mainX + mainW - 110, y, { width: 110, align: "right" });
      doc.font("Helvetica-Oblique").fontSize(9.5).text(`${j.employer}, ${j.location}`, mainX, Math.max(doc.y, y + 13), { width: mainW });
      doc.font("Helvetica").fontSize(9.5);
      for (const b of j.bullets) doc.text(`•  ${b}`, mainX + 8, doc.y, { width: mainW - 8 });
      doc.moveDown(0.4);
    }
  });
}

/** Two pages: one column with every bullet and an extra section. */
function pdfLong(p: Person, occ: Occupation) {
  return pdfBytes((doc) => {
    pdfHeader(doc, p, false);
    pdfHeading(doc, heading(p, "summary"), p.headingStyle);
    doc.font("Helvetica").fontSize(10.5).text(p.summary, LEFT, doc.y, { width: WIDTH, lineGap: 2 });
    pdfHeading(doc, heading(p, "experience"), p.headingStyle);
    for (const j of p.jobs) {
      ensure(doc, 70);
      pdfLeftRight(doc, `${j.employer}, ${j.location}`, range(j, p), "Helvetica-Bold");
      doc.font("Helvetica-Oblique").fontSize(10.5).text(j.title, LEFT, doc.y, { width: WIDTH });
      doc.font("Helvetica").fontSize(10.5);
      for (const b of [...j.bullets, ...j.bullets.map((b) => `${b.split(" ").slice(0, 4).join(" ")} while keeping quality and safety standards high`)]) {
        ensure(doc, 16);
        doc.text(`•  ${b}`, LEFT + 10, doc.y, { width: WIDTH - 10, lineGap: 2 });
      }
      doc.moveDown(0.8);
    }
    pdfHeading(doc, heading(p, "education"), p.headingStyle);
    for (const e of p.education) pdfLeftRight(doc, `${e.school} — ${eduLine(e)}`, eduYears(e), "Helvetica-Bold");
    pdfSkillsEtc(doc, p, occ);
    pdfHeading(doc, "Volunteer Work", p.headingStyle);
    doc.font("Helvetica").fontSize(10.5).text("Food bank volunteer on Saturdays, sorting donations and packing boxes for families. Youth league assistant coach.", LEFT, doc.y, { width: WIDTH });
  });
}

// ---------- DOCX ----------
function docxDoc(children: (Paragraph | Table)[]) {
  return Packer.toBuffer(new Document({ creator: "Upstep corpus", sections: [{ children }] }));
}
const para = (text: string, opts: { bold?: boolean; italics?: boolean; size?: number; heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]; align?: (typeof AlignmentType)[keyof typeof AlignmentType] } = {}) =>
  new Paragraph({ heading: opts.heading, alignment: opts.align, children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, size: opts.size })] });
const bullet = (text: string) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text)] });
const tabbed = (left: string, right: string, bold = false) =>
  new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: 9000 }], children: [new TextRun({ text: left, bold }), new TextRun({ text: `\t${right}` })] });

function docxCommonTail(p: Person, occ: Occupation, skillsAsTable: boolean): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [para(skillsHeading(p, occ), { heading: HeadingLevel.HEADING_2 })];
  if (skillsAsTable) {
    const rows: TableRow[] = [];
    for (let i = 0; i < p.skills.length; i += 3) {
      rows.push(new TableRow({ children: [0, 1, 2].map((k) => new TableCell({ width: { size: 3000, type: WidthType.DXA }, children: [new Paragraph(p.skills[i + k] ?? "")] })) }));
    }
    out.push(new Table({ rows }));
  } else out.push(para(p.skills.join(" • ")));
  if (p.languages.length) {
    out.push(para(heading(p, "languages"), { heading: HeadingLevel.HEADING_2 }));
    for (const l of p.languages) out.push(para(`${l.name}: ${l.levelText}`));
  }
  return out;
}

/** D1: headings, "Title | Employer | Location | dates" lines. */
function docxPipes(p: Person, occ: Occupation) {
  return docxDoc([
    para(`${p.first} ${p.last}`, { bold: true, size: 40 }),
    para(`${phoneText(p)} | ${p.email} | ${placeText(p)}`),
    para(heading(p, "summary"), { heading: HeadingLevel.HEADING_2 }),
    para(p.summary),
    para(heading(p, "experience"), { heading: HeadingLevel.HEADING_2 }),
    ...p.jobs.flatMap((j) => [para(`${j.title} | ${j.employer} | ${j.location} | ${range(j, p)}`, { bold: true }), ...j.bullets.map(bullet)]),
    para(heading(p, "education"), { heading: HeadingLevel.HEADING_2 }),
    ...p.education.flatMap((e) => [para(`${e.school}, ${e.location}`, { bold: true }), para(`${eduLine(e)} | ${eduYears(e)}`)]),
    ...docxCommonTail(p, occ, false),
  ]);
}

/** D2: right tab stops: "Employer<tab>City, ST" then "Title<tab>dates". */
function docxTabs(p: Person, occ: Occupation) {
  return docxDoc([
    para(`${p.first} ${p.last}`.toUpperCase(), { bold: true, size: 36, align: AlignmentType.CENTER }),
    para(`${placeText(p)} • ${phoneText(p)} • ${p.email}`, { align: AlignmentType.CENTER }),
    para(heading(p, "summary"), { heading: HeadingLevel.HEADING_1 }),
    para(p.summary),
    para(heading(p, "experience"), { heading: HeadingLevel.HEADING_1 }),
    ...p.jobs.flatMap((j) => [tabbed(j.employer, j.location, true), tabbed(j.title, range(j, p, " – ", "Current")), ...j.bullets.map(bullet)]),
    para(heading(p, "education"), { heading: HeadingLevel.HEADING_1 }),
    ...p.education.flatMap((e) => [tabbed(e.school, eduYears(e), true), para(`${e.degree}${e.field ? `, ${e.field}` : ""}`)]),
    ...docxCommonTail(p, occ, p.headingStyle % 2 === 0),
  ]);
}

/** D3: a header table (name left, contact right) and experience in a table with the dates in the first column. */
function docxTables(p: Person, occ: Occupation) {
  const none = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
  const borders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };
  const header = new Table({
    borders,
    rows: [new TableRow({ children: [
      new TableCell({ width: { size: 5000, type: WidthType.DXA }, children: [para(`${p.first} ${p.last}`, { bold: true, size: 36 })] }),
      new TableCell({ width: { size: 4000, type: WidthType.DXA }, children: [para(p.email), para(phoneText(p)), para(placeText(p))] }),
    ] })],
  });
  const exp = new Table({
    borders,
    rows: p.jobs.map((j) => new TableRow({ children: [
      new TableCell({ width: { size: 2200, type: WidthType.DXA }, children: [para(range(j, p))] }),
      new TableCell({ width: { size: 6800, type: WidthType.DXA }, children: [para(j.title, { bold: true }), para(`${j.employer}, ${j.location}`, { italics: true }), ...j.bullets.map(bullet)] }),
    ] })),
  });
  const edu = new Table({
    borders,
    rows: p.education.map((e) => new TableRow({ children: [
      new TableCell({ width: { size: 2200, type: WidthType.DXA }, children: [para(eduYears(e))] }),
      new TableCell({ width: { size: 6800, type: WidthType.DXA }, children: [para(e.school, { bold: true }), para(eduLine(e))] }),
    ] })),
  });
  return docxDoc([
    header,
    para(heading(p, "summary"), { heading: HeadingLevel.HEADING_2 }),
    para(p.summary),
    para(heading(p, "experience"), { heading: HeadingLevel.HEADING_2 }),
    exp,
    para(heading(p, "education"), { heading: HeadingLevel.HEADING_2 }),
    edu,
    ...docxCommonTail(p, occ, true),
  ]);
}

/** D4: "Employer — Title" with dates on the next line, education on one line. */
function docxDash(p: Person, occ: Occupation) {
  return docxDoc([
    para(`${p.first} ${p.last}${p.credential ? `, ${p.credential}` : ""}`, { bold: true, size: 32 }),
    para(placeText(p)),
    para(`${p.email}  ·  ${phoneText(p)}`),
    para(heading(p, "experience"), { heading: HeadingLevel.HEADING_2 }),
    ...p.jobs.flatMap((j) => [para(`${j.employer} — ${j.title}`, { bold: true }), para(`${range(j, p, " to ")} · ${j.location}`, { italics: true }), ...j.bullets.map(bullet)]),
    para(heading(p, "education"), { heading: HeadingLevel.HEADING_2 }),
    ...p.education.map((e) => para(`${eduLine(e)}, ${e.school}, ${eduYears(e)}`)),
    ...docxCommonTail(p, occ, false),
    para(p.headingStyle % 2 ? "References" : "REFERENCES", { heading: HeadingLevel.HEADING_2 }),
    para("Available upon request."),
  ]);
}

// ---------- TXT and RTF ----------
function plainText(p: Person, occ: Occupation): string {
  const u = (s: string) => `${s.toUpperCase()}\n${"-".repeat(s.length)}`;
  const lines = [
    `${p.first} ${p.last}`,
    `${p.place.city}, ${p.place.state}${p.showZip ? ` ${p.place.zip}` : ""}`,
    `Phone: ${phoneText(p)}`,
    `Email: ${p.email}`,
    "",
    u(heading(p, "summary")),
    p.summary,
    "",
    u(heading(p, "experience")),
    ...p.jobs.flatMap((j) => [`${j.title} at ${j.employer}, ${j.location}`, `${range(j, p, " - ")}`, ...j.bullets.map((b) => `- ${b}`), ""]),
    u(heading(p, "education")),
    ...p.education.flatMap((e) => [`${e.school} - ${eduLine(e)} (${eduYears(e)})`]),
    "",
    u(skillsHeading(p, occ)),
    p.skills.join(", "),
    ...(p.languages.length ? ["", u(heading(p, "languages")), ...p.languages.map((l) => `${l.name} - ${l.levelText}`)] : []),
  ];
  return lines.join(p.headingStyle % 2 ? "\r\n" : "\n") + "\n";
}

function rtfEscape(s: string): string {
  return s.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0)}?`);
}
function rtfText(p: Person, occ: Occupation): string {
  const par = (s: string, b = false) => `{\\pard${b ? "\\b" : ""} ${rtfEscape(s)}\\par}\n`;
  const tab = (l: string, r: string, b = false) => `{\\pard\\tqr\\tx9000${b ? "\\b" : ""} ${rtfEscape(l)}\\tab ${rtfEscape(r)}\\par}\n`;
  let body = "";
  body += `{\\pard\\qc\\b\\fs36 ${rtfEscape(`${p.first} ${p.last}`)}\\par}\n`;
  body += `{\\pard\\qc ${rtfEscape(`${phoneText(p)} | ${p.email} | ${placeText(p)}`)}\\par}\n`;
  body += par(heading(p, "summary").toUpperCase(), true) + par(p.summary);
  body += par(heading(p, "experience").toUpperCase(), true);
  for (const j of p.jobs) {
    body += tab(`${j.title}, ${j.employer}`, range(j, p), true);
    body += par(j.location);
    for (const b of j.bullets) body += `{\\pard\\fi-200\\li400 \\bullet  ${rtfEscape(b)}\\par}\n`;
  }
  body += par(heading(p, "education").toUpperCase(), true);
  for (const e of p.education) body += tab(e.school, eduYears(e), true) + par(eduLine(e));
  body += par(skillsHeading(p, occ).toUpperCase(), true) + par(p.skills.join(", "));
  if (p.languages.length) body += par(heading(p, "languages").toUpperCase(), true) + par(p.languages.map((l) => `${l.name} (${l.levelText})`).join("; "));
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}{\\colortbl;\\red0\\green0\\blue0;}{\\info{\\title Resume}{\\author Upstep}}\n\\f0\\fs22\n${body}}\n`;
}

// ---------- the corpus ----------
type Layout = { name: string; format: Label["format"]; jobs: number; bullets: number; long?: boolean; make: (p: Person, o: Occupation) => Promise<Buffer | { bytes: Buffer; pages: number }> | string };

const LAYOUTS: Layout[] = [
  { name: "pdf-classic", format: "pdf", jobs: 3, bullets: 3, make: pdfClassic },
  { name: "docx-pipes", format: "docx", jobs: 3, bullets: 3, make: docxPipes },
  { name: "pdf-two-column-left", format: "pdf", jobs: 3, bullets: 2, make: (p, o) => pdfTwoColumn(p, o, true) },
  { name: "docx-tabs", format: "docx", jobs: 3, bullets: 3, make: docxTabs },
  { name: "pdf-employer-first", format: "pdf", jobs: 3, bullets: 3, make: pdfEmployerFirst },
  { name: "docx-tables", format: "docx", jobs: 3, bullets: 2, make: docxTables },
  { name: "pdf-two-page", format: "pdf", jobs: 5, bullets: 4, long: true, make: pdfLong },
  { name: "txt-plain", format: "txt", jobs: 3, bullets: 3, make: plainText },
  { name: "pdf-dates-own-line", format: "pdf", jobs: 3, bullets: 3, make: pdfDatesOwnLine },
  { name: "docx-dash", format: "docx", jobs: 3, bullets: 2, make: docxDash },
  { name: "pdf-two-column-right", format: "pdf", jobs: 3, bullets: 2, make: (p, o) => pdfTwoColumn(p, o, false) },
  { name: "rtf-tabs", format: "rtf", jobs: 3, bullets: 3, make: rtfText },
];

export const CORPUS_SIZE = 72;
/** Every fourth resume is held out: evaluated, never looked at while improving the parser. */
export const isHeldOut = (index: number) => index % 4 === 3;

async function main() {
  fs.rmSync(CORPUS_DIR, { recursive: true, force: true });
  fs.mkdirSync(CORPUS_DIR, { recursive: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < CORPUS_SIZE; i++) {
    // Layouts cycle at a different pace from occupations, so each occupation meets several layouts.
    const layout = LAYOUTS[(i * 5 + Math.floor(i / 12)) % LAYOUTS.length]!;
    const r = rng(1000 + i);
    const jobs = layout.long ? layout.jobs : Math.max(1, layout.jobs + r.int(-1, 1));
    const { person, occ } = makePerson(i, r, { jobs, bullets: layout.bullets, long: !!layout.long });
    const made = await layout.make(person, occ);
    const bytes = typeof made === "string" ? Buffer.from(made, "utf8") : Buffer.isBuffer(made) ? made : made.bytes;
    const pages = typeof made === "object" && !Buffer.isBuffer(made) ? made.pages : 1;
    const file = `${person.id}-${occ.key}-${layout.name}.${layout.format}`;
    fs.writeFileSync(path.join(CORPUS_DIR, file), bytes);
    const label = labelOf(person, occ, { file, format: layout.format, layout: layout.name, pages, heldOut: isHeldOut(i) });
    fs.writeFileSync(path.join(CORPUS_DIR, `${person.id}.json`), JSON.stringify(label, null, 2) + "\n");
    counts.set(layout.name, (counts.get(layout.name) ?? 0) + 1);
  }
  console.log(Object.fromEntries(counts));
}

if (process.argv[1]?.endsWith("generate-corpus.ts")) void main();
