import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import type { RequisitionStatus } from "@/db/schema/requisitions";
import { makeApplications, makeCompany, makePosting, moveStage, stagesOf, type PostingFixture } from "@/features/hiring-dashboard/hiring-dashboard.testing";

/*
 * The trackers' fixtures (decision 046), written straight into the tables as the requisitions and
 * applicant tracking features leave them, at fixed times, with every expected figure worked out by
 * hand in hiring-trackers.int.test.ts. "Now" is NOW; the period is 2026-04-01 .. 2026-06-30.
 */
export const NOW = new Date("2026-06-30T12:00:00Z");
export const PERIOD = { range: "custom", from: "2026-04-01", to: "2026-06-30", interval: "month" } as const;
const at = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

let counter = 0;

export async function makeRequisition(
  companyId: string,
  opts: {
    title: string;
    department?: string;
    openings?: number;
    status: RequisitionStatus;
    createdAt: string;
    openedAt?: string;
    /** Status changes in order: [from, to, when]. */
    changes?: [RequisitionStatus, RequisitionStatus, string][];
    /** Hires: [name, filled at]. */
    hires?: [string, string][];
  },
): Promise<string> {
  const db = getDb();
  const id = randomUUID();
  const hires = opts.hires ?? [];
  counter += 1;
  const filledAt = opts.status === "filled" && hires.length ? at(hires[hires.length - 1]![1]) : null;
  await db.execute(sql`
    insert into requisitions (id, company_id, number, title, department, openings, filled_count, status, opened_at, filled_at, created_at, updated_at)
    values (${id}, ${companyId}, ${counter}, ${opts.title}, ${opts.department ?? ""}, ${opts.openings ?? 1}, ${hires.length}, ${opts.status},
      ${opts.openedAt ? at(opts.openedAt).toISOString() : null}, ${filledAt?.toISOString() ?? null}, ${at(opts.createdAt).toISOString()}, ${at(opts.createdAt).toISOString()})`);
  await db.execute(sql`insert into requisition_activity (requisition_id, kind, detail, created_at) values (${id}, 'created', '{}'::jsonb, ${at(opts.createdAt).toISOString()})`);
  for (const [from, to, when] of opts.changes ?? []) {
    await db.execute(sql`insert into requisition_activity (requisition_id, kind, detail, created_at) values (${id}, 'status', ${JSON.stringify({ from, to })}::jsonb, ${at(when).toISOString()})`);
  }
  for (const [name, when] of hires) {
    await db.execute(sql`insert into requisition_hires (requisition_id, hire_name, filled_at) values (${id}, ${name}, ${at(when).toISOString()})`);
  }
  return id;
}

export async function linkPosting(requisitionId: string, postingId: string) {
  await getDb().execute(sql`insert into requisition_postings (requisition_id, posting_id) values (${requisitionId}, ${postingId})`);
}

/** One application sent at `submittedAt`, moved through `moves` ([to stage name, when]). */
async function applicant(posting: PostingFixture, submittedAt: string, moves: [string, string][] = [], opts: { withdrawnAt?: string } = {}) {
  const [id] = await makeApplications(posting, 1, { submittedAt: at(submittedAt), ...(opts.withdrawnAt ? { stage: "withdrawn" as const, withdrawnAt: at(opts.withdrawnAt) } : {}) });
  const stages = await stagesOf(posting.companyId);
  let from: { id: string; name: string } | null = null;
  for (const [name, when] of moves) {
    const to = { id: stages[name]!, name };
    await moveStage(id!, posting.companyId, from, to, at(when));
    from = to;
  }
  return id!;
}

export type TrackerWorld = Awaited<ReturnType<typeof makeTrackerWorld>>;

/**
 * Company A ("Alpha Clinic ...") with four requisitions in the period and one before it, two postings
 * with seven applications; company B with one requisition and a hire in the period.
 */
export async function makeTrackerWorld(name = `Alpha Clinic ${randomUUID().slice(0, 6)}`) {
  const companyA = await makeCompany(name);
  const companyB = await makeCompany(`Beta Hospital ${randomUUID().slice(0, 6)}`);
  const r1 = await makeRequisition(companyA, {
    title: "Night Nurse",
    department: "Nursing",
    openings: 2,
    status: "filled",
    createdAt: "2026-04-01",
    openedAt: "2026-04-11",
    changes: [
      ["draft", "pending-approval", "2026-04-05"],
      ["pending-approval", "open", "2026-04-11"],
      ["open", "filled", "2026-05-21T12:00:00Z"],
    ],
    hires: [
      ["Nia Nurse", "2026-05-01"],
      ["=HYPERLINK(\"x\"), Esq.", "2026-05-21T12:00:00Z"],
    ],
  });
  const r2 = await makeRequisition(companyA, {
    title: "Front Desk",
    department: "Admin",
    openings: 3,
    status: "open",
    createdAt: "2026-05-01",
    openedAt: "2026-05-01",
    changes: [["draft", "open", "2026-05-01"]],
    hires: [["Fay Front", "2026-06-10"]],
  });
  const r3 = await makeRequisition(companyA, {
    title: "Pharmacist",
    department: "Pharmacy",
    status: "on-hold",
    createdAt: "2026-06-01",
    openedAt: "2026-06-05",
    changes: [
      ["draft", "open", "2026-06-05"],
      ["open", "on-hold", "2026-06-15"],
    ],
  });
  const r4 = await makeRequisition(companyA, { title: "Old role", department: "Nursing", status: "draft", createdAt: "2025-01-01" });
  const r6 = await makeRequisition(companyA, {
    title: "Archivist",
    department: "Admin",
    status: "filled",
    createdAt: "2025-09-01",
    openedAt: "2025-10-01",
    changes: [
      ["draft", "open", "2025-10-01"],
      ["open", "filled", "2025-12-01"],
    ],
    hires: [["Ari Archive", "2025-12-01"]],
  });
  const r5 = await makeRequisition(companyB, {
    title: "Beta Secret Surgeon",
    department: "Surgery",
    openings: 2,
    status: "open",
    createdAt: "2026-06-01",
    openedAt: "2026-06-01",
    changes: [["draft", "open", "2026-06-01"]],
    hires: [["Sam Secret", "2026-06-11"]],
  });

  const p1 = await makePosting(companyA, { title: "Front Desk Posting", openedAt: at("2026-04-20") });
  const p2 = await makePosting(companyA, { title: "Nurse Posting", openedAt: at("2026-05-20") });
  const pb = await makePosting(companyB, { title: "Beta Secret Posting", openedAt: at("2026-05-01") });
  await linkPosting(r2, p1.id);
  const a1 = await applicant(p1, "2026-05-01", [
    ["Screen", "2026-05-03"],
    ["Interview", "2026-05-08"],
    ["Offer", "2026-05-10"],
    ["Hired", "2026-05-12"],
  ]);
  const a2 = await applicant(p1, "2026-05-02", [
    ["Screen", "2026-05-06"],
    ["Rejected", "2026-05-07"],
  ]);
  const a3 = await applicant(p1, "2026-06-29T12:00:00Z");
  const a4 = await applicant(p2, "2026-06-01", [
    ["Screen", "2026-06-02"],
    ["Interview", "2026-06-10"],
    ["Screen", "2026-06-20"],
  ]);
  const a5 = await applicant(p2, "2026-06-05", [], { withdrawnAt: "2026-06-07" });
  const a6 = await applicant(p1, "2026-03-01", [["Hired", "2026-04-15"]]);
  await makeApplications(p1, 1, { stage: "draft" });
  await applicant(pb, "2026-06-02", [["Screen", "2026-06-03"]]);
  return { companyA, companyB, requisitions: { r1, r2, r3, r4, r5, r6 }, postings: { p1, p2, pb }, applications: { a1, a2, a3, a4, a5, a6 } };
}
