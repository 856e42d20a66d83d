"use client";

import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { invitationApi, resendInvitationApi } from "../endpoints";
import { roleLabel } from "../messages";
import type { PendingInvitation } from "../types";
import { useTeamAction } from "./use-team-action";

function day(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** Invitations waiting for an answer: send again (a new link, 14 more days) or withdraw. */
export function InvitationList({ companyId, invitations }: { companyId: string; invitations: PendingInvitation[] }) {
  if (!invitations.length) return <p className="text-sm text-muted-foreground">No invitations are waiting. Invite someone above: they get an email with a link to join.</p>;
  return (
    <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Invitations waiting">
      {invitations.map((inv) => (
        <InvitationRow key={inv.id} companyId={companyId} invitation={inv} />
      ))}
    </ul>
  );
}

function InvitationRow({ companyId, invitation }: { companyId: string; invitation: PendingInvitation }) {
  const resend = useTeamAction(() => api.post(resendInvitationApi(companyId, invitation.id)), { done: `Invitation sent again to ${invitation.email}.` });
  const revoke = useTeamAction(() => api.delete(invitationApi(companyId, invitation.id)), { done: `Invitation to ${invitation.email} withdrawn.` });
  const busy = resend.isPending || revoke.isPending;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-all text-foreground">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {roleLabel(invitation.role)} · {invitation.invitedByName ? `Invited by ${invitation.invitedByName}` : "Invited"} on {day(invitation.createdAt)} ·{" "}
          {invitation.expired ? <Badge tone="warning">Expired {day(invitation.expiresAt)}</Badge> : `works until ${day(invitation.expiresAt)}`}
        </p>
        {resend.error || revoke.error ? (
          <div className="mt-2">
            <ErrorAlert error={resend.error ?? revoke.error} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={resend.isPending} disabled={busy} onClick={() => resend.mutate()} aria-label={`Send again to ${invitation.email}`}>
          Send again
        </Button>
        <Button variant="ghost" size="sm" loading={revoke.isPending} disabled={busy} onClick={() => revoke.mutate()} aria-label={`Withdraw the invitation to ${invitation.email}`}>
          Withdraw
        </Button>
      </div>
    </li>
  );
}
