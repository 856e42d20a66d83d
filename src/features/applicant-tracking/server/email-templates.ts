import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyEmailTemplates } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { ATS_LIMITS, type TemplateInput } from "../schemas";
import type { TemplateView } from "../types";

/*
 * A company's email templates (decision 040; templates.manage writes, every member reads). The three
 * defaults are made the first time the company's templates are read, under an advisory lock (two
 * first readers make them once). Names are unique per company, case aside.
 */
export const DEFAULT_TEMPLATES: TemplateInput[] = [
  {
    name: "Invite to interview",
    subject: "Interview for {{job_title}} at {{company_name}}",
    body: "Hi {{candidate_first_name}},\n\nThank you for applying for {{job_title}} at {{company_name}}. We would like to invite you to an interview.\n\nPlease reply to this email with a few times that suit you over the next week.\n\nBest regards,\n{{sender_name}}\n{{company_name}}",
  },
  {
    name: "Not moving forward",
    subject: "Your application for {{job_title}} at {{company_name}}",
    body: "Hi {{candidate_first_name}},\n\nThank you for your interest in {{job_title}} at {{company_name}} and for the time you took to apply.\n\nAfter careful consideration we have decided not to move forward with your application. We wish you the best in your search.\n\nBest regards,\n{{sender_name}}\n{{company_name}}",
  },
  {
    name: "Thanks for applying",
    subject: "We received your application for {{job_title}}",
    body: "Hi {{candidate_first_name}},\n\nThank you for applying for {{job_title}} at {{company_name}}. Our team is reviewing applications and will be in touch about next steps.\n\nBest regards,\n{{sender_name}}\n{{company_name}}",
  },
];

const COLUMNS = { id: companyEmailTemplates.id, name: companyEmailTemplates.name, subject: companyEmailTemplates.subject, body: companyEmailTemplates.body, updatedAt: companyEmailTemplates.updatedAt };
const view = (r: { id: string; name: string; subject: string; body: string; updatedAt: Date }): TemplateView => ({ ...r, updatedAt: r.updatedAt.toISOString() });

async function read(db: Db, companyId: string) {
  return db.select(COLUMNS).from(companyEmailTemplates).where(eq(companyEmailTemplates.companyId, companyId)).orderBy(asc(sql`lower(${companyEmailTemplates.name})`));
}

/** The company's templates, the defaults made on first use. */
export async function listTemplates(db: Db, companyId: string): Promise<TemplateView[]> {
  const existing = await read(db, companyId);
  if (existing.length) return existing.map(view);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-templates:${companyId}`}, 0))`);
    const [row] = await tx.select({ id: companyEmailTemplates.id }).from(companyEmailTemplates).where(eq(companyEmailTemplates.companyId, companyId)).limit(1);
    if (row) return;
    await tx.insert(companyEmailTemplates).values(DEFAULT_TEMPLATES.map((t) => ({ companyId, ...t })));
  });
  return (await read(db, companyId)).map(view);
}

export async function getTemplate(db: Db, companyId: string, templateId: string): Promise<TemplateView> {
  const [row] = await db
    .select(COLUMNS)
    .from(companyEmailTemplates)
    .where(and(eq(companyEmailTemplates.companyId, companyId), eq(companyEmailTemplates.id, templateId.toLowerCase())))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "No such template.");
  return view(row);
}

function nameTaken(name: string): AppError {
  const message = `There is a template named ${name} already.`;
  return new AppError("CONFLICT", message, { issues: [{ path: "name", message }] });
}

export async function createTemplate(db: Db, companyId: string, userId: string, input: TemplateInput): Promise<TemplateView> {
  const all = await listTemplates(db, companyId);
  if (all.length >= ATS_LIMITS.templates) throw new AppError("CONFLICT", `A company can have at most ${ATS_LIMITS.templates} templates.`);
  if (all.some((t) => t.name.toLowerCase() === input.name.toLowerCase())) throw nameTaken(input.name);
  const [row] = await db.insert(companyEmailTemplates).values({ companyId, ...input, updatedByUserId: userId }).returning(COLUMNS);
  return view(row!);
}

export async function updateTemplate(db: Db, companyId: string, templateId: string, userId: string, input: TemplateInput, now: Date = new Date()): Promise<TemplateView> {
  const current = await getTemplate(db, companyId, templateId);
  const all = await listTemplates(db, companyId);
  if (all.some((t) => t.id !== current.id && t.name.toLowerCase() === input.name.toLowerCase())) throw nameTaken(input.name);
  const [row] = await db.update(companyEmailTemplates).set({ ...input, updatedByUserId: userId, updatedAt: now }).where(eq(companyEmailTemplates.id, current.id)).returning(COLUMNS);
  return view(row!);
}

export async function deleteTemplate(db: Db, companyId: string, templateId: string): Promise<void> {
  const current = await getTemplate(db, companyId, templateId);
  await db.delete(companyEmailTemplates).where(eq(companyEmailTemplates.id, current.id));
}
