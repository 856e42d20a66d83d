"use client";

import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { myJoinRequestApi } from "../endpoints";
import type { MyJoinRequest } from "../types";
import { CompanyMark } from "./company-mark";
import { useTeamAction } from "./use-team-action";

/** The person's requests to join that wait for an owner, each with Withdraw. */
export function PendingRequestList({ requests }: { requests: MyJoinRequest[] }) {
  return (
    <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Your requests to join">
      {requests.map((r) => (
        <Row key={r.id} request={r} />
      ))}
    </ul>
  );
}

function Row({ request }: { request: MyJoinRequest }) {
  const cancel = useTeamAction(() => api.delete(myJoinRequestApi(request.id)), { done: `Your request to join ${request.company.name} is withdrawn.` });
  const asked = new Date(request.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyMark name={request.company.name} logoUrl={request.company.logoUrl} size="sm" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="wrap-break-word">{request.company.name}</span>
            <Badge tone="warning">Waiting for approval</Badge>
          </p>
          <p className="text-sm text-muted-foreground">Asked on {asked}</p>
        </div>
      </div>
      <Button variant="ghost" size="sm" onClick={() => cancel.mutate()} loading={cancel.isPending} aria-label={`Withdraw request to join ${request.company.name}`}>
        Withdraw request
      </Button>
      {cancel.error ? <ErrorAlert error={cancel.error} /> : null}
    </li>
  );
}
