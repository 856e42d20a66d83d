"use client";

import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ShieldCheck } from "@/components/ui/icons";
import { companyDomainApi, companyDomainsApi } from "../endpoints";
import type { CompanyDomainView } from "../types";
import { useTeamAction } from "./use-team-action";

/*
 * The company's verified email domains: anyone who confirms an address at one may join the company at
 * once as an interviewer. An owner verifies their own address's domain (never a free-mail one) and
 * removes domains. Read-only for everyone else.
 */
export function DomainList({ companyId, domains, verifiableDomain, canManage }: { companyId: string; domains: CompanyDomainView[]; verifiableDomain: string | null; canManage: boolean }) {
  const add = useTeamAction(() => api.post<{ domain: string }>(companyDomainsApi(companyId)), { done: (r) => `${(r as { domain: string }).domain} is verified for your company.` });
  return (
    <div className="flex flex-col gap-3">
      {domains.length ? (
        <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Verified domains">
          {domains.map((d) => (
            <DomainRow key={d.domain} companyId={companyId} domain={d} canManage={canManage} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No verified domains yet. {canManage ? "Verify your work email's domain so colleagues can join without waiting for you." : null}</p>
      )}
      {canManage && verifiableDomain ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => add.mutate()} loading={add.isPending}>
            <ShieldCheck aria-hidden="true" />
            Verify {verifiableDomain}
          </Button>
        </div>
      ) : null}
      {add.error ? <ErrorAlert error={add.error} /> : null}
    </div>
  );
}

function DomainRow({ companyId, domain, canManage }: { companyId: string; domain: CompanyDomainView; canManage: boolean }) {
  const remove = useTeamAction(() => api.delete(companyDomainApi(companyId, domain.domain)), { done: `${domain.domain} removed.` });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="min-w-0 flex-1 font-medium break-all">{domain.domain}</span>
      {domain.verifiedAt ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>}
      {canManage ? (
        <Button variant="ghost" size="sm" onClick={() => remove.mutate()} loading={remove.isPending} aria-label={`Remove ${domain.domain}`}>
          Remove
        </Button>
      ) : null}
      {remove.error ? (
        <div className="w-full">
          <ErrorAlert error={remove.error} />
        </div>
      ) : null}
    </li>
  );
}
