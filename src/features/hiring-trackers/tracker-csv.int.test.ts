import { parse } from "csv-parse/sync";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { AUTH_REDIRECT_HEADER } from "@/lib/api/protocol";
import { MFA_SETUP_PATH } from "@/lib/auth/permissions";
import { actor, type Actor } from "@/features/application-status/application-status.testing";
import { GET as companyHiringCsv } from "@/app/api/employer/company/[companyId]/trackers/hiring-tracker/route";
import { GET as companyRequisitionCsv } from "@/app/api/employer/company/[companyId]/trackers/requisition-tracker/route";
import { GET as adminHiringCsv } from "@/app/api/admin/trackers/hiring-tracker/route";
import { GET as adminRequisitionCsv } from "@/app/api/admin/trackers/requisition-tracker/route";
import { callRoute } from "@/testing/http";
import { PERIOD, makeTrackerWorld, type TrackerWorld } from "./hiring-trackers.testing";
import { HIRING_TRACKER_TABLES, REQUISITION_TRACKER_TABLES } from "./schemas";
import { hiringCompaniesTable, hiringTable, requisitionCompaniesTable, requisitionTable } from "./tables";
import { getAdminHiringTracker, getAdminRequisitionTracker, getHiringTracker, getRequisitionTracker } from "./server/queries";

/*
 * The trackers' CSV downloads (decision 046): read back with a real CSV parser they hold exactly the
 * rows of the page's tables (header first), the formula guard applied, as a dated attachment; and
 * the authorization matrix of the company routes (A's owner, hiring manager and recruiter 200,
 * interviewer 403, company B 404 like a made-up id, candidate 403, signed out 401, administrator
 * without two-factor sent to set it up) and of the admin routes (403 for every non-administrator).
 */
type People = Record<"owner" | "hiringManager" | "recruiter" | "interviewer" | "otherOwner" | "candidate" | "admin" | "adminWithoutMfa", Actor>;
let w: TrackerWorld;
let people: People;
const QS = `range=${PERIOD.range}&from=${PERIOD.from}&to=${PERIOD.to}&interval=${PERIOD.interval}`;

beforeAll(async () => {
  await getDb().execute(sql`update feature_flags set enabled = true where key in ('hiring-tracker', 'requisition-tracker')`);
  w = await makeTrackerWorld();
  people = {
    owner: await actor(["Hiring Manager"], { memberOf: w.companyA, memberRole: "owner" }),
    hiringManager: await actor(["Hiring Manager"], { memberOf: w.companyA, memberRole: "hiring-manager" }),
    recruiter: await actor(["Recruiter"], { memberOf: w.companyA, memberRole: "recruiter" }),
    interviewer: await actor(["Hiring Manager"], { memberOf: w.companyA, memberRole: "interviewer" }),
    otherOwner: await actor(["Hiring Manager"], { memberOf: w.companyB, memberRole: "owner" }),
    candidate: await actor([]),
    admin: await actor(["Administrator"]),
    adminWithoutMfa: await actor(["Administrator"], { twoFactor: false }),
  };
});

const companyCsv = (route: typeof companyHiringCsv, tracker: string, companyId: string, cookie: string | undefined, qs = QS) =>
  callRoute(route, { path: `/api/employer/company/${companyId}/trackers/${tracker}?${qs}`, params: { companyId }, cookie });
const adminCsv = (route: typeof adminHiringCsv, tracker: string, cookie: string | undefined, qs = QS) => callRoute(route, { path: `/api/admin/trackers/${tracker}?${qs}`, cookie });

/** The rows as the page shows them, as text (an empty cell is ""). */
const asText = (header: string[], rows: unknown[][]) => [header, ...rows.map((r) => r.map((c) => (c === null ? "" : String(c))))];
const guard = (cells: string[][]) => cells.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) && Number.isNaN(Number(c)) ? `'${c}` : c)));

async function csvOf(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as string[][];
}

describe("the company trackers' CSV", () => {
  it("holds exactly the rows of each table, header first, as a dated attachment", async () => {
    const now = new Date();
    const req = await getRequisitionTracker(getDb(), { id: people.owner.id, roles: [], twoFactorEnabled: false }, w.companyA, PERIOD, now);
    for (const name of REQUISITION_TRACKER_TABLES) {
      const res = await companyCsv(companyRequisitionCsv, "requisition-tracker", w.companyA, people.owner.cookie, `table=${name}&${QS}`);
      expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="alpha-clinic-[a-z0-9]+-requisition-tracker-${name}-2026-04-01-to-2026-06-30\\.csv"$`));
      const table = requisitionTable(req, name);
      expect(await csvOf(res), name).toEqual(guard(asText(table.columns.map((c) => c.label), table.rows)));
    }
    const hire = await getHiringTracker(getDb(), { id: people.owner.id, roles: [], twoFactorEnabled: false }, w.companyA, PERIOD, now);
    for (const name of HIRING_TRACKER_TABLES) {
      const res = await companyCsv(companyHiringCsv, "hiring-tracker", w.companyA, people.recruiter.cookie, `table=${name}&${QS}`);
      const table = hiringTable(hire, name);
      expect(await csvOf(res), name).toEqual(guard(asText(table.columns.map((c) => c.label), table.rows)));
    }
  });

  it("writes time to fill per hire exactly, the formula-looking name guarded", async () => {
    const res = await companyCsv(companyRequisitionCsv, "requisition-tracker", w.companyA, people.hiringManager.cookie, `table=time-to-fill&${QS}`);
    const text = await res.clone().text();
    expect(text.split("\r\n")[0]).toBe("Requisition,Title,Department,Hire,Opened,Filled,Days to fill");
    expect(text).toContain(`,"'=HYPERLINK(""x""), Esq.",2026-04-11,2026-05-21,40.5\r\n`);
    const rows = await csvOf(res);
    expect(rows.slice(1).map((r) => [r[1], r[3], r[6]])).toEqual([
      ["Night Nurse", "Nia Nurse", "20"],
      ["Night Nurse", `'=HYPERLINK("x"), Esq.`, "40.5"],
      ["Front Desk", "Fay Front", "40"],
    ]);
  });

  it("answers A's owner, hiring manager and recruiter; 403 to an interviewer and a candidate; B as a made-up id; 401 signed out", async () => {
    for (const [route, tracker] of [
      [companyRequisitionCsv, "requisition-tracker"],
      [companyHiringCsv, "hiring-tracker"],
    ] as const) {
      for (const who of ["owner", "hiringManager", "recruiter", "admin"] as const) expect((await companyCsv(route, tracker, w.companyA, people[who].cookie)).status, who).toBe(200);
      const interviewer = await companyCsv(route, tracker, w.companyA, people.interviewer.cookie);
      expect(interviewer.status).toBe(403);
      expect(((await interviewer.json()) as { error: { message: string } }).error.message).toBe("As an interviewer of this company you cannot do this; ask an owner of the company.");
      const other = await companyCsv(route, tracker, w.companyA, people.otherOwner.cookie);
      const madeUp = await companyCsv(route, tracker, randomUUID(), people.otherOwner.cookie);
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Not found." } });
      expect(madeUp.status).toBe(404);
      expect((await companyCsv(route, tracker, "not-a-uuid", people.owner.cookie)).status).toBe(404);
      expect((await companyCsv(route, tracker, w.companyA, people.candidate.cookie)).status).toBe(403);
      expect((await companyCsv(route, tracker, w.companyA, undefined)).status).toBe(401);
      const noMfa = await companyCsv(route, tracker, w.companyA, people.adminWithoutMfa.cookie);
      expect(noMfa.status).toBe(403);
      expect(noMfa.headers.get(AUTH_REDIRECT_HEADER)).toBe(MFA_SETUP_PATH);
    }
  });

  it("refuses a bad period or table with a clear message, and 404s with its flag off", async () => {
    const bad = await companyCsv(companyRequisitionCsv, "requisition-tracker", w.companyA, people.owner.cookie, "range=custom&from=2026-05-01&to=2026-04-01");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { message: string }[] } }).error.issues.map((i) => i.message)).toEqual(["The last day must be on or after the first day."]);
    expect((await companyCsv(companyRequisitionCsv, "requisition-tracker", w.companyA, people.owner.cookie, "table=salaries")).status).toBe(400);
    await getDb().execute(sql`update feature_flags set enabled = false where key = 'requisition-tracker'`);
    try {
      expect((await companyCsv(companyRequisitionCsv, "requisition-tracker", w.companyA, people.owner.cookie)).status).toBe(404);
      expect((await adminCsv(adminRequisitionCsv, "requisition-tracker", people.admin.cookie)).status).toBe(404);
      expect((await companyCsv(companyHiringCsv, "hiring-tracker", w.companyA, people.owner.cookie)).status).toBe(200);
    } finally {
      await getDb().execute(sql`update feature_flags set enabled = true where key = 'requisition-tracker'`);
    }
  });
});

describe("the admin trackers' CSV", () => {
  it("holds the companies table, and with a company its tables", async () => {
    const now = new Date();
    const admin = { id: people.admin.id, roles: ["Administrator"], twoFactorEnabled: true };
    const req = await getAdminRequisitionTracker(getDb(), admin, PERIOD, now);
    const res = await adminCsv(adminRequisitionCsv, "requisition-tracker", people.admin.cookie);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="all-companies-requisition-tracker-companies-2026-04-01-to-2026-06-30.csv"');
    const table = requisitionCompaniesTable(req.companies);
    expect(await csvOf(res)).toEqual(guard(asText(table.columns.map((c) => c.label), table.rows)));
    const hire = await getAdminHiringTracker(getDb(), admin, PERIOD, now);
    const hTable = hiringCompaniesTable(hire.companies);
    expect(await csvOf(await adminCsv(adminHiringCsv, "hiring-tracker", people.admin.cookie))).toEqual(guard(asText(hTable.columns.map((c) => c.label), hTable.rows)));
    const one = await getAdminHiringTracker(getDb(), admin, { ...PERIOD, company: w.companyA }, now);
    const funnel = hiringTable(one.detail!, "funnel");
    expect(await csvOf(await adminCsv(adminHiringCsv, "hiring-tracker", people.admin.cookie, `table=funnel&company=${w.companyA}&${QS}`))).toEqual(
      asText(
        funnel.columns.map((c) => c.label),
        funnel.rows,
      ),
    );
    const noCompany = await adminCsv(adminHiringCsv, "hiring-tracker", people.admin.cookie, `table=funnel&${QS}`);
    expect(noCompany.status).toBe(400);
    expect((await adminCsv(adminHiringCsv, "hiring-tracker", people.admin.cookie, `company=${randomUUID()}`)).status).toBe(404);
  });

  it("answers 403 to every non-administrator, sends an administrator without two-factor to set it up, 401 signed out", async () => {
    for (const [route, tracker] of [
      [adminRequisitionCsv, "requisition-tracker"],
      [adminHiringCsv, "hiring-tracker"],
    ] as const) {
      for (const who of ["owner", "hiringManager", "recruiter", "interviewer", "otherOwner", "candidate"] as const) expect((await adminCsv(route, tracker, people[who].cookie)).status, who).toBe(403);
      const noMfa = await adminCsv(route, tracker, people.adminWithoutMfa.cookie);
      expect(noMfa.status).toBe(403);
      expect(noMfa.headers.get(AUTH_REDIRECT_HEADER)).toBe(MFA_SETUP_PATH);
      expect((await adminCsv(route, tracker, undefined)).status).toBe(401);
      expect((await adminCsv(route, tracker, people.admin.cookie)).status).toBe(200);
    }
  });
});
