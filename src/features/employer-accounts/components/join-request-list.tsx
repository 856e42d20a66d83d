"use client";

import { useState } from "react";
import type { CompanyRole } from "@/db/schema/companies";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { approveJoinRequestApi, declineJoinRequestApi } from "../endpoints";
import { roleLabel } from "../messages";
import type { PendingJoinRequest } from "../types";
import { RoleSelect } from "./role-select";
import { useTeamAction } from "./use-team-action";

/** People asking to join: approve with a role (interviewer unless the owner chooses another), or decline. */
export function JoinRequestList({ companyId, requests }: { companyId: string; requests: PendingJoinRequest[] }) {
  return (
    <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Requests to join">
      {requests.map((r) => (
        <JoinRequestRow key={r.id} companyId={companyId} request={r} />
      ))}
    </ul>
  );
}

function JoinRequestRow({ companyId, request }: { companyId: string; request: PendingJoinRequest }) {
  const [role, setRole] = useState<CompanyRole>("interviewer");
  const approve = useTeamAction(() => api.post(approveJoinRequestApi(companyId, request.id), { role }), { done: `${request.name} joined the team as ${roleLabel(role).toLowerCase()}.` });
  const decline = useTeamAction(() => api.post(declineJoinRequestApi(companyId, request.id)), { done: `You declined ${request.name}'s request.` });
  const busy = approve.isPending || decline.isPending;
  return (
    <li className="flex flex-col gap-3 px-4 py-4">
      <div className="min-w-0">
        <p className="font-medium wrap-break-word text-foreground">{request.name}</p>
        <p className="text-sm break-all text-muted-foreground">{request.email}</p>
        {request.message ? <p className="mt-2 border-l-2 border-border pl-3 text-sm whitespace-pre-line wrap-break-word text-foreground">{request.message}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <RoleSelect aria-label={`Role for ${request.name}`} value={role} onChange={(e) => setRole(e.target.value as CompanyRole)} disabled={busy} className="w-48" />
        <Button size="sm" loading={approve.isPending} disabled={busy} onClick={() => approve.mutate()} aria-label={`Approve ${request.name}`}>
          Approve
        </Button>
        <Button variant="ghost" size="sm" loading={decline.isPending} disabled={busy} onClick={() => decline.mutate()} aria-label={`Decline ${request.name}`}>
          Decline
        </Button>
      </div>
      {approve.error || decline.error ? <ErrorAlert error={approve.error ?? decline.error} /> : null}
    </li>
  );
}
