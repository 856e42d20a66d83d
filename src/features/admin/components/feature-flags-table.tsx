"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import { adminFeaturePath } from "@/lib/routes";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ADMIN_FEATURES_API } from "../endpoints";
import { ADMIN_FEATURE_FLAGS_QUERY_KEY, type FeatureFlagDto, type FeatureFlagListDto } from "../types";
import { FeatureFlagSwitch } from "./feature-flag-switch";
import { useUpdateFeatureFlag } from "./use-update-feature-flag";

/** Every flag with an on/off switch; the server's list is the first render, the query keeps it fresh. */
export function FeatureFlagsTable({ initialFlags }: { initialFlags: FeatureFlagDto[] }) {
  const { data: flags = initialFlags } = useQuery({
    queryKey: ADMIN_FEATURE_FLAGS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<FeatureFlagListDto>(ADMIN_FEATURES_API, undefined, signal).then((r) => r.items),
    initialData: initialFlags,
    staleTime: 30_000,
  });
  const update = useUpdateFeatureFlag();
  const [filter, setFilter] = useState("");
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? flags.filter((f) => f.key.toLowerCase().includes(q) || f.title.toLowerCase().includes(q)) : flags;
  }, [flags, filter]);
  const onCount = flags.filter((f) => f.enabled).length;

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <Field label="Filter flags" className="sm:w-72">
          <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="Key or title" />
        </Field>
        <p className="min-w-0 text-sm text-muted-foreground" aria-live="polite">
          {onCount} of {flags.length} flags on{filter.trim() ? ` · ${visible.length} shown` : ""}
        </p>
      </div>
      <Table label="Feature flags">
        <caption className="sr-only">Feature flags</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="hidden md:table-cell">Key</TableHead>
            <TableHead>Title</TableHead>
            <TableHead className="hidden sm:table-cell">API version</TableHead>
            <TableHead className="text-right">State</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {visible.map((flag) => (
            <TableRow key={flag.id} className="align-middle hover:bg-muted/50">
              <TableCell className="hidden font-mono text-xs text-muted-foreground md:table-cell">{flag.key}</TableCell>
              <TableCell className="min-w-40">
                <Link href={adminFeaturePath(flag.id)} className="font-medium">
                  {flag.title}
                </Link>
                <p className="mt-0.5 font-mono text-xs text-muted-foreground md:hidden">{flag.key}</p>
              </TableCell>
              <TableCell className="hidden tabular-nums text-muted-foreground sm:table-cell">{flag.apiVersion ?? "–"}</TableCell>
              <TableCell>
                <div className="flex items-center justify-end gap-3">
                  <span className={cn("w-6 text-xs font-semibold", flag.enabled ? "text-success-soft-foreground" : "text-muted-foreground")} aria-hidden="true">
                    {flag.enabled ? "On" : "Off"}
                  </span>
                  <FeatureFlagSwitch title={flag.title} checked={flag.enabled} onCheckedChange={(enabled) => update.mutate({ id: flag.id, patch: { enabled } })} />
                </div>
              </TableCell>
            </TableRow>
          ))}
          {visible.length === 0 ? <TableEmpty colSpan={4}>
              <span className="[overflow-wrap:anywhere]">No flag matches “{filter.trim()}”.</span>
            </TableEmpty> : null}
        </TableBody>
      </Table>
    </div>
  );
}
