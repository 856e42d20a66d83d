"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_COMPANY_MESSAGES } from "../messages";
import { ADMIN_COMPANIES_API_PATH, adminCompanyMergeApiPath } from "../paths";
import { ADMIN_COMPANY_LIMITS } from "../schemas";
import type { CompanyOption, MergePreview, MergeResult } from "../types";

function jobsAndMembers(c: CompanyOption): string {
  return `${c.openJobs.toLocaleString("en-US")} open job${c.openJobs === 1 ? "" : "s"}, ${c.members.toLocaleString("en-US")} member${c.members === 1 ? "" : "s"}`;
}

/*
 * Merge a duplicate into this company: find it (a search the administrator submits), see what would
 * move table by table and which rows meet this company's (and how they are resolved), then confirm
 * in a dialog that says the merge cannot be undone.
 */
export function MergeCompanyPanel({ company }: { company: { id: string; name: string } }) {
  const router = useRouter();
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<CompanyOption | null>(null);
  const [confirming, setConfirming] = useState(false);

  const search = useQuery({
    queryKey: ["admin-company-picker", company.id, q],
    queryFn: ({ signal }) => api.get<{ companies: CompanyOption[] }>(ADMIN_COMPANIES_API_PATH, { q, exclude: company.id }, signal),
    enabled: q.length > 0,
    meta: { silent: true },
  });
  const preview = useQuery({
    queryKey: ["admin-company-merge-preview", company.id, chosen?.id],
    queryFn: ({ signal }) => api.get<MergePreview>(adminCompanyMergeApiPath(company.id), { duplicateId: chosen!.id }, signal),
    enabled: chosen !== null,
    meta: { silent: true },
  });
  const merge = useMutation({
    mutationFn: () => api.post<MergeResult>(adminCompanyMergeApiPath(company.id), { duplicateId: chosen!.id }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(ADMIN_COMPANY_MESSAGES.merged(chosen!.name));
      setConfirming(false);
      setChosen(null);
      setTyped("");
      setQ("");
      router.refresh();
    },
  });

  const results = search.data?.companies ?? [];
  return (
    <section aria-labelledby="merge-heading" className="flex min-w-0 flex-col gap-4 rounded-card border border-border bg-card p-5">
      <div>
        <h2 id="merge-heading" className="text-lg font-semibold">
          Merge a duplicate into this company
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground [overflow-wrap:anywhere]">
          Everything of the duplicate (its jobs, postings, members, requisitions, domains, applicants and talent pipelines) moves to {company.name}; the duplicate is
          deleted and its address leads here.
        </p>
      </div>
      <form
        role="search"
        aria-label="Find the duplicate company"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setChosen(null);
          setQ(typed.trim());
        }}
      >
        <Field label="Find the duplicate (name, address or website)" className="sm:max-w-md sm:flex-1">
          <Input type="search" value={typed} maxLength={ADMIN_COMPANY_LIMITS.query} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" loading={search.isFetching}>
          Search
        </Button>
      </form>
      <ErrorAlert error={search.error} />
      {q && search.isSuccess ? (
        results.length ? (
          <ul aria-label="Companies found" className="flex flex-col divide-y divide-border rounded-md border border-border">
            {results.map((c) => (
              <li key={c.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">{c.name}</p>
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    /companies/{c.slug} · {jobsAndMembers(c)}
                  </p>
                </div>
                <Button size="sm" variant={chosen?.id === c.id ? "primary" : "outline"} aria-pressed={chosen?.id === c.id} aria-label={`Choose ${c.name}`} onClick={() => setChosen(c)}>
                  {chosen?.id === c.id ? "Chosen" : "Choose"}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" role="status">
            No other company matches “{q}”. Try part of the name or the website.
          </p>
        )
      ) : null}

      {chosen ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <h3 className="font-semibold [overflow-wrap:anywhere]">
            What moves from {chosen.name} to {company.name}
          </h3>
          <ErrorAlert error={preview.error} />
          {preview.data ? (
            <>
              {preview.data.counts.length ? (
                <Table label="What moves">
                  <caption className="sr-only">What moves</caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>What</TableHead>
                      <TableHead className="text-right">Rows</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {preview.data.counts.map((c) => (
                      <TableRow key={c.table}>
                        <TableCell>{c.label}</TableCell>
                        <TableCell className="text-right tabular-nums">{c.rows.toLocaleString("en-US")}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : (
                <p className="text-sm text-muted-foreground">The duplicate has nothing attached to it: merging only deletes it and redirects its address.</p>
              )}
              {preview.data.conflicts.length ? (
                <Alert tone="warning" title="Rows that meet this company's">
                  <ul className="list-disc pl-5">
                    {preview.data.conflicts.map((c) => (
                      <li key={c.table}>
                        {c.label}: {c.rows.toLocaleString("en-US")}. {c.resolution}
                      </li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              <div>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Merge {chosen.name} into this company
                </Button>
              </div>
            </>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) merge.reset();
        }}
        title="Merge these companies?"
        description={
          <span className="[overflow-wrap:anywhere]">
            {chosen?.name} will be deleted and everything it has moves to {company.name}. This cannot be undone.
          </span>
        }
        confirmLabel="Merge companies"
        confirmVariant="danger"
        loading={merge.isPending}
        onConfirm={() => merge.mutate()}
      >
        <ErrorAlert error={merge.error} />
      </ConfirmDialog>
    </section>
  );
}
