import { Badge } from "@/components/ui/badge";
import type { CheckStatus, HealthCheck } from "../types";
import { VerifyMailButton } from "./verify-mail-button";

const STATUS: Record<CheckStatus, { label: string; tone: "success" | "warning" | "danger" }> = {
  ok: { label: "OK", tone: "success" },
  warning: { label: "Warning", tone: "warning" },
  failing: { label: "Failing", tone: "danger" },
};

/** /admin/system's health checks: each a card with its verdict, the reason in words, and the facts behind it. */
export function HealthChecks({ checks }: { checks: HealthCheck[] }) {
  return (
    <ul className="grid min-w-0 gap-4 md:grid-cols-2" aria-label="Health checks">
      {checks.map((c) => (
        <li key={c.key} className="flex min-w-0 flex-col gap-3 rounded-card border border-border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`check-${c.key}`} className="text-lg">
              {c.label}
            </h3>
            <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
          </div>
          <p className="text-sm [overflow-wrap:anywhere]" data-testid={`check-reason-${c.key}`}>
            {c.reason}
          </p>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {c.details.map((d) => (
              <div key={d.label} className="contents">
                <dt className="text-muted-foreground">{d.label}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{d.value}</dd>
              </div>
            ))}
          </dl>
          {c.key === "mail" ? <VerifyMailButton /> : null}
        </li>
      ))}
    </ul>
  );
}
