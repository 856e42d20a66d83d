import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { fileStorage } from "@/lib/uploads/storage";
import { withTemporaryUploadDir } from "@/testing/uploads";

/*
 * Issue 14's authorization matrix over every candidate API that names a thing by id, found on disk:
 * candidate A owns one row of each kind (a job, a school, a certification with its file, a language,
 * a reference, a job alert, a resume with a parse, an application with its sent resume). Candidate B, a hiring manager, a recruiter and an
 * administrator with two-factor each call every method of every [id] route with A's ids, and every
 * order route naming A's ids. None of them reads anything (no 2xx) except the two downloads
 * administrators are allowed (a resume, a certificate: decision 023), and afterwards every one of A's
 * rows is exactly as it was.
 */
type Actor = { name: string; id: string; cookie: string };

const API_DIR = path.resolve(import.meta.dirname, "../../app/api/candidates");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Tables holding A's rows, compared before and after (as JSON of every row of A). */
const TABLES = ["work_history", "education", "certifications", "candidate_languages", "candidate_references", "job_alerts", "resumes", "resume_parses", "candidate_profiles", "applications"] as const;
/** Downloads an administrator may make of a candidate's file (recorded; decision 023). */
const ADMIN_DOWNLOADS = new Set(["resumes/[id]/download GET", "profile/certifications/[id]/file GET"]);
/** Moderation an administrator may do (decision 023): deleting a resume; tested last, on its own. */
const ADMIN_DELETE = "resumes/[id] DELETE";

/** A valid body for each resource, so a handler gets past validation to its ownership check. */
const BODIES: Record<string, unknown> = {
  "profile/work-history": { employer: "Other Co", title: "Taken over", location: "", startMonth: "", startYear: "", endMonth: "", endYear: "", isCurrent: false, description: "" },
  "profile/education": { school: "Taken over", degree: "", fieldOfStudy: "", startYear: "", endYear: "" },
  "profile/certifications": { name: "Taken over", issuer: "", issueMonth: "", issueYear: "", expiryMonth: "", expiryYear: "", doesNotExpire: false, credentialId: "", credentialUrl: "" },
  "profile/languages": { language: "fr", proficiency: "native" },
  "profile/references": { name: "Taken over", relationship: "manager", company: "", title: "", email: "x@example.test", phone: "", note: "", mayContact: true },
  "job-alerts": { name: "Taken over", keywords: "", location: "", radiusMiles: "", remoteOnly: false, employmentTypes: [], frequency: "daily", active: false },
  resumes: { name: "taken-over.pdf", workHistory: [], education: [], skills: [], languages: [] },
  applications: { gender: "decline" },
};

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return routeFiles(p);
    return d.name === "route.ts" ? [p] : [];
  });
}

const rel = (file: string) => path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
/** "profile/work-history" for profile/work-history/[id]/..., "resumes" for resumes/[id]/... */
const resourceOf = (route: string) => route.split("/[id]")[0]!.replace(/\/order$/, "");

withTemporaryUploadDir();
const files = routeFiles(API_DIR);
const idRoutes = files.filter((f) => rel(f).includes("[id]"));
const orderRoutes = files.filter((f) => rel(f).endsWith("/order"));

let a: Actor;
let others: Actor[];
const ids: Record<string, string> = {};

async function actor(name: string, roles: Role[] = [], twoFactor = false): Promise<Actor> {
  const user = await createUser({ roles });
  const { response, cookie } = await logIn(user.email, user.password);
  expect(response.status).toBe(200);
  // Administrators act with two-factor on (as the admin area requires), switched on after this session began.
  if (twoFactor) await getDb().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return { name, id: user.id, cookie };
}

async function snapshot(userId: string): Promise<string> {
  const db = getDb();
  const out: Record<string, unknown> = {};
  for (const table of TABLES) {
    const rows = await db.execute(sql`select * from ${sql.identifier(table)} where user_id = ${userId} order by 1`);
    out[table] = rows.rows;
  }
  out.self_identifications = (await db.execute(sql`select * from self_identifications where application_id in (select id from applications where user_id = ${userId})`)).rows;
  return JSON.stringify(out);
}

beforeAll(async () => {
  a = await actor("candidate A");
  others = [await actor("candidate B"), await actor("hiring manager", ["Hiring Manager"]), await actor("recruiter", ["Recruiter"]), await actor("administrator", ["Administrator"], true)];
  const db = getDb();
  const row = async (query: ReturnType<typeof sql>) => ((await db.execute(query)).rows[0] as { id: string }).id;
  await db.execute(sql`insert into candidate_profiles (user_id, first_name, last_name) values (${a.id}, 'Ada', 'Owner')`);
  ids["profile/work-history"] = await row(sql`insert into work_history (user_id, employer, title, position) values (${a.id}, 'Mercy', 'Nurse', 0) returning id`);
  ids["profile/education"] = await row(sql`insert into education (user_id, school, position) values (${a.id}, 'Loyola', 0) returning id`);
  const certKey = `${crypto.randomUUID()}.pdf`;
  await fileStorage().put(certKey, new TextEncoder().encode("%PDF-1.4 certificate"));
  ids["profile/certifications"] = await row(
    sql`insert into certifications (user_id, name, position, file_key, file_name, file_mime, file_size_bytes) values (${a.id}, 'CPR', 0, ${certKey}, 'cpr.pdf', 'application/pdf', 20) returning id`,
  );
  ids["profile/languages"] = await row(sql`insert into candidate_languages (user_id, language, proficiency, position) values (${a.id}, 'es', 'native', 0) returning id`);
  ids["profile/references"] = await row(sql`insert into candidate_references (user_id, name, relationship, email, position) values (${a.id}, 'Sam', 'manager', 'sam@example.test', 0) returning id`);
  ids["job-alerts"] = await row(sql`insert into job_alerts (user_id, name) values (${a.id}, 'Nurse jobs') returning id`);
  const resumeKey = `${crypto.randomUUID()}.pdf`;
  await fileStorage().put(resumeKey, new TextEncoder().encode("%PDF-1.4 resume"));
  ids.resumes = await row(
    sql`insert into resumes (user_id, original_file_name, storage_key, mime, size_bytes, is_default) values (${a.id}, 'cv.pdf', ${resumeKey}, 'application/pdf', 15, true) returning id`,
  );
  // A sent application (issue 15) to a job of some company, with the copy of the resume it carries.
  const companyId = await row(sql`insert into companies (slug, name) values ('owners-matrix-co', 'Owners Matrix Co') returning id`);
  const jobId = await row(
    sql`insert into jobs (source, external_ref, title, company_id, posted_at, apply_on_platform, content_hash) values ('owners-matrix', 'J1', 'Nurse', ${companyId}, now(), true, 'h') returning id`,
  );
  const sentKey = `${crypto.randomUUID()}.pdf`;
  await fileStorage().put(sentKey, new TextEncoder().encode("%PDF-1.4 sent resume"));
  ids.applications = await row(
    sql`insert into applications (job_id, user_id, company_id, stage, submitted_at, resume_storage_key, resume_file_name, resume_mime) values (${jobId}, ${a.id}, ${companyId}, 'applied', now(), ${sentKey}, 'cv.pdf', 'application/pdf') returning id`,
  );
  await db.execute(
    sql`insert into resume_parses (resume_id, user_id, status, parser_version, text, proposal, duration_ms) values (${ids.resumes}, ${a.id}, 'parsed', 1, 'text', ${JSON.stringify({ contact: { firstName: "Mallory", lastName: "", email: "", phone: "", city: "", state: "", postalCode: "" }, summary: "", workHistory: [], education: [], skills: [], languages: [] })}::jsonb, 5)`,
  );
});

describe("nobody but the owner reads or changes a candidate's things by id", () => {
  it("finds the id and order routes on disk, and has a row of A for each", () => {
    expect(idRoutes.length).toBeGreaterThanOrEqual(10);
    expect(orderRoutes.length).toBeGreaterThanOrEqual(5);
    for (const f of [...idRoutes, ...orderRoutes]) expect(ids[resourceOf(rel(f))], `no row of A for ${rel(f)}`).toBeDefined();
  });

  it("every [id] route, every method, every other person: nothing read, nothing changed", async () => {
    const before = await snapshot(a.id);
    const seen: string[] = [];
    for (const file of idRoutes) {
      const route = rel(file);
      const resource = resourceOf(route);
      const id = ids[resource]!;
      const url = `/api/candidates/${route.replace("[id]", id)}`;
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const method of METHODS.filter((m) => typeof mod[m] === "function")) {
        for (const who of others) {
          if (who.name === "administrator" && `${route} ${method}` === ADMIN_DELETE) continue;
          const handler = mod[method] as Parameters<typeof callRoute>[0];
          const body = method === "GET" || method === "DELETE" ? undefined : BODIES[resource];
          const res = await callRoute(handler, { method, path: url, params: { id }, body, cookie: who.cookie });
          const allowed = who.name === "administrator" && ADMIN_DOWNLOADS.has(`${route} ${method}`);
          if (allowed) expect([who.name, method, route, res.status]).toEqual([who.name, method, route, 200]);
          else expect([who.name, method, route, res.status >= 400 && res.status < 500 && res.status !== 401]).toEqual([who.name, method, route, true]);
          seen.push(`${route} ${method}`);
        }
      }
    }
    // Both admin downloads were exercised; the rest of the matrix covered every method found.
    for (const d of ADMIN_DOWNLOADS) expect(seen).toContain(d);
    expect(await snapshot(a.id)).toBe(before);
  });

  it("every order route naming A's ids: refused, A's order unchanged", async () => {
    const before = await snapshot(a.id);
    for (const file of orderRoutes) {
      const route = rel(file);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const who of others) {
        const res = await callRoute(mod.PUT as Parameters<typeof callRoute>[0], { method: "PUT", path: `/api/candidates/${route}`, body: { ids: [ids[resourceOf(route)]] }, cookie: who.cookie });
        expect([who.name, route, res.status]).toEqual([who.name, route, 404]);
      }
    }
    expect(await snapshot(a.id)).toBe(before);
  });

  it("A still reaches every one of their things (the matrix is not refusing everyone)", async () => {
    for (const file of idRoutes.filter((f) => !rel(f).includes("/parse") && !rel(f).endsWith("/default"))) {
      const route = rel(file);
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      if (typeof mod.GET !== "function") continue;
      const id = ids[resourceOf(route)]!;
      const res = await callRoute(mod.GET as Parameters<typeof callRoute>[0], { path: `/api/candidates/${route.replace("[id]", id)}`, params: { id }, cookie: a.cookie });
      expect([route, res.status]).toEqual([route, 200]);
    }
  });

  it("an administrator may delete a candidate's resume (moderation, decision 023); the others may not", async () => {
    const file = idRoutes.find((f) => rel(f) === "resumes/[id]")!;
    const { DELETE } = (await import(/* @vite-ignore */ file)) as { DELETE: Parameters<typeof callRoute>[0] };
    const id = ids.resumes!;
    const admin = others.find((o) => o.name === "administrator")!;
    const res = await callRoute(DELETE, { method: "DELETE", path: `/api/candidates/resumes/${id}`, params: { id }, cookie: admin.cookie });
    expect(res.status).toBeLessThan(300);
    const left = await getDb().execute(sql`select count(*)::int as n from resumes where id = ${id}`);
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});
