import type { RequisitionView } from "../types";
import { TEAM_ROLE_LABELS } from "../types";
import { formatDay, formatSalaryBand } from "./format";

/* A requisition's details and hiring team, read-only (decision 045). */
export function DetailsPanel({ requisition: r }: { requisition: RequisitionView }) {
  const rows: [string, string][] = [
    ["Department", r.department || "—"],
    ["Location", r.location || "—"],
    ["Openings", `${r.openings} (${r.filledCount} filled)`],
    ["Target start", formatDay(r.targetStartDate)],
    ["Salary band", formatSalaryBand(r.salaryMinCents, r.salaryMaxCents, r.salaryPeriod)],
    ["Owner", r.ownerName ?? "—"],
    ["Created", `${formatDay(r.createdAt)}${r.createdByName ? ` by ${r.createdByName}` : ""}`],
    ...(r.submittedAt ? ([["Submitted", formatDay(r.submittedAt)]] as [string, string][]) : []),
    ...(r.openedAt ? ([["Opened", formatDay(r.openedAt)]] as [string, string][]) : []),
    ...(r.filledAt ? ([["Filled", formatDay(r.filledAt)]] as [string, string][]) : []),
    ...(r.cancelledAt ? ([["Cancelled", formatDay(r.cancelledAt)]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="req-details" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="req-details" className="text-lg font-semibold">
        Details
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-muted-foreground">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      {r.justification ? (
        <div className="text-sm">
          <h3 className="font-medium">Justification</h3>
          <p className="whitespace-pre-wrap break-words text-muted-foreground">{r.justification}</p>
        </div>
      ) : null}
    </section>
  );
}

export function TeamPanel({ requisition: r }: { requisition: RequisitionView }) {
  return (
    <section aria-labelledby="req-team" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="req-team" className="text-lg font-semibold">
        Hiring team
      </h2>
      {r.team.length ? (
        <ul className="flex flex-col gap-2 text-sm">
          {r.team.map((t) => (
            <li key={t.userId} className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{t.name}</span>
              <span className="text-muted-foreground">{TEAM_ROLE_LABELS[t.role]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No hiring team yet.</p>
      )}
    </section>
  );
}
