"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { CompanyRole } from "@/db/schema/companies";
import { api } from "@/lib/api/client";
import { HIRING_WELCOME_PATH, YOUR_DETAILS_PATH } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { memberApi } from "../endpoints";
import { roleLabel, TEAM_MESSAGES } from "../messages";
import type { CompanyRef, MyJoinRequest } from "../types";
import { PendingRequestList } from "./pending-request-list";
import { CompanyMark } from "./company-mark";
import { useTeamAction } from "./use-team-action";

type MyCompany = CompanyRef & { role: CompanyRole; jobTitle: string };

/*
 * The companies a person belongs to, with their role: the one the pages act for, a switch to each
 * other one (?company=), and Leave (not for a company's last owner). Requests still waiting can be
 * withdrawn.
 */
export function MyCompanies({ userId, companies, currentId, lastOwner, pendingRequests }: { userId: string; companies: MyCompany[]; currentId: string; lastOwner: boolean; pendingRequests: MyJoinRequest[] }) {
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Your companies">
        {companies.map((c) => (
          <CompanyRow key={c.id} userId={userId} company={c} current={c.id === currentId} lastOwner={c.id === currentId && lastOwner} />
        ))}
      </ul>
      {pendingRequests.length ? <PendingRequestList requests={pendingRequests} /> : null}
      <p>
        <Link href={HIRING_WELCOME_PATH} className="text-sm font-medium">
          Create or join another company
        </Link>
      </p>
    </div>
  );
}

function CompanyRow({ userId, company, current, lastOwner }: { userId: string; company: MyCompany; current: boolean; lastOwner: boolean }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const leave = useTeamAction(() => api.delete(memberApi(company.id, userId)), {
    done: `You left ${company.name}.`,
    onDone: () => {
      setConfirming(false);
      router.push(YOUR_DETAILS_PATH);
    },
  });
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CompanyMark name={company.name} logoUrl={company.logoUrl} size="sm" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="wrap-break-word">{company.name}</span>
            {current ? <Badge tone="primary">Acting for this company</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {roleLabel(company.role)}
            {company.jobTitle ? ` · ${company.jobTitle}` : ""}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {current ? null : (
          <Link href={`${YOUR_DETAILS_PATH}?company=${encodeURIComponent(company.id)}`} className={buttonClasses("outline", "sm")} aria-label={`Switch to ${company.name}`}>
            Switch
          </Link>
        )}
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Leave ${company.name}`}>
          Leave
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) leave.reset();
        }}
        title={`Leave ${company.name}?`}
        description={lastOwner ? TEAM_MESSAGES.lastOwner : `You will no longer see ${company.name}'s postings and applicants. An owner can invite you again.`}
        confirmLabel="Leave"
        confirmVariant="danger"
        loading={leave.isPending}
        onConfirm={() => leave.mutate()}
      >
        {leave.error ? <ErrorAlert error={leave.error} /> : null}
      </ConfirmDialog>
    </li>
  );
}
