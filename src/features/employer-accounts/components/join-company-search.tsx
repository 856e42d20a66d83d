"use client";

import { useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Search } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { COMPANY_SEARCH_API } from "../endpoints";
import type { CompanyChoice } from "../types";
import { CompanyChoiceActions } from "./company-choice-actions";
import { CompanyMark } from "./company-mark";

/*
 * Find a company to join: names containing what was typed or close to it (the server's pg_trgm
 * search), each with what the person can do about it. Searching waits for a pause in typing; the
 * number of results is announced.
 */
export function JoinCompanySearch({ jobTitle }: { jobTitle: string }) {
  const id = useId();
  const [q, setQ] = useState("");
  const [debounced, setDebounced] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setDebounced(q.trim()), 250);
    return () => clearTimeout(t);
  }, [q]);
  const results = useQuery({
    queryKey: ["employer-company-search", debounced],
    queryFn: () => api.get<{ companies: CompanyChoice[] }>(COMPANY_SEARCH_API, { q: debounced }),
    enabled: debounced.length >= 2,
    staleTime: 10_000,
  });
  const list = debounced.length >= 2 ? (results.data?.companies ?? []) : [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Company name</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} className="pl-9" autoComplete="off" aria-describedby={`${id}-status`} maxLength={100} />
        </div>
      </div>
      <p id={`${id}-status`} role="status" className="text-sm text-muted-foreground">
        {debounced.length < 2
          ? "Type at least two letters of the company's name."
          : results.isFetching && !results.data
            ? "Searching…"
            : list.length
              ? `${list.length} ${list.length === 1 ? "company" : "companies"} found.`
              : `No company on Upstep matches "${debounced}". Create it instead.`}
      </p>
      {results.isFetching && !results.data ? <Spinner label="Searching companies" /> : null}
      {list.length ? (
        <ul className="divide-y divide-border rounded-card border border-border bg-card" aria-label="Companies found">
          {list.map((c) => (
            <li key={c.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <CompanyMark name={c.name} logoUrl={c.logoUrl} size="sm" />
                <div className="min-w-0">
                  <p className="font-medium wrap-break-word">{c.name}</p>
                  {c.headquarters ? <p className="text-sm text-muted-foreground">{c.headquarters}</p> : null}
                </div>
              </div>
              <CompanyChoiceActions choice={c} jobTitle={jobTitle} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
