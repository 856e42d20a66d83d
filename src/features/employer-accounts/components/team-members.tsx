"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { CompanyRole } from "@/db/schema/companies";
import { api } from "@/lib/api/client";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { LogOut, Trash2 } from "@/components/ui/icons";
import { memberApi } from "../endpoints";
import { roleLabel } from "../messages";
import type { TeamMember } from "../types";
import { RoleSelect } from "./role-select";
import { useTeamAction } from "./use-team-action";

/*
 * The Team page's members: name, email, job title and role for everyone in the company. Owners change
 * roles (a select per member) and remove members; everyone may leave. The server keeps the last owner
 * (its message is shown beside the member).
 */
export function TeamMembers({ companyId, companyName, members, canManage }: { companyId: string; companyName: string; members: TeamMember[]; canManage: boolean }) {
  return (
    <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label={`Members of ${companyName}`}>
      {members.map((m) => (
        <MemberRow key={m.userId} companyId={companyId} companyName={companyName} member={m} canManage={canManage} />
      ))}
    </ul>
  );
}

function MemberRow({ companyId, companyName, member, canManage }: { companyId: string; companyName: string; member: TeamMember; canManage: boolean }) {
  const router = useRouter();
  const [role, setRole] = useState<CompanyRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const change = useTeamAction((next: CompanyRole) => api.patch(memberApi(companyId, member.userId), { role: next }), {
    done: (r) => `${member.name} is now ${roleLabel((r as { role: CompanyRole }).role).toLowerCase()}.`,
  });
  const remove = useTeamAction(() => api.delete(memberApi(companyId, member.userId)), {
    done: member.isYou ? `You left ${companyName}.` : `${member.name} was removed from the team.`,
    onDone: () => {
      setConfirming(false);
      if (member.isYou) router.push(HIRING_WELCOME_PATH);
    },
  });
  const error = change.error;

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
          <span className="wrap-break-word">{member.name}</span>
          {member.isYou ? <Badge tone="primary">You</Badge> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        {member.jobTitle ? <p className="text-sm wrap-break-word text-muted-foreground">{member.jobTitle}</p> : null}
        {error ? (
          <div className="mt-2">
            <ErrorAlert error={error} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canManage ? (
          <RoleSelect
            aria-label={`Role of ${member.name}`}
            value={role}
            disabled={change.isPending}
            className="w-48"
            onChange={(e) => {
              const next = e.target.value as CompanyRole;
              const previous = role;
              setRole(next);
              remove.reset();
              change.mutate(next, { onError: () => setRole(previous) });
            }}
          />
        ) : (
          <Badge tone={member.role === "owner" ? "primary" : "neutral"}>{roleLabel(member.role)}</Badge>
        )}
        {canManage || member.isYou ? (
          <Button variant="ghost" size="sm" className="sm:w-28 sm:justify-start" onClick={() => setConfirming(true)} aria-label={member.isYou ? `Leave ${companyName}` : `Remove ${member.name}`}>
            {member.isYou ? <LogOut aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {member.isYou ? "Leave" : "Remove"}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) remove.reset();
        }}
        title={member.isYou ? `Leave ${companyName}?` : `Remove ${member.name}?`}
        description={
          member.isYou
            ? `You will no longer see ${companyName}'s postings and applicants. An owner can invite you again.`
            : `${member.name} will no longer see ${companyName}'s postings and applicants. You can invite them again later.`
        }
        confirmLabel={member.isYou ? "Leave" : "Remove"}
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        {remove.error ? <ErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </li>
  );
}
