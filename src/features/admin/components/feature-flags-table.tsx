"use client";

import { useId, useMemo, useState } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { adminFeaturePath } from "@/lib/routes";
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
  const filterId = useId();
  const visible = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? flags.filter((f) => f.key.toLowerCase().includes(q) || f.title.toLowerCase().includes(q)) : flags;
  }, [flags, filter]);
  const onCount = flags.filter((f) => f.enabled).length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
            Filter flags
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Key or title"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:w-72"
          />
        </div>
        <p className="text-sm text-slate-600" aria-live="polite">
          {onCount} of {flags.length} flags on{filter.trim() ? ` · ${visible.length} shown` : ""}
        </p>
      </div>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Feature flags</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="hidden px-3 py-3 sm:px-4 md:table-cell">
                Key
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Title
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:px-4 sm:table-cell">
                API version
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 text-right">
                State
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {visible.map((flag) => (
              <tr key={flag.id} className="align-middle hover:bg-slate-50/70">
                <td className="hidden px-3 py-3 sm:px-4 font-mono text-xs text-slate-700 md:table-cell">{flag.key}</td>
                <td className="px-3 py-3 sm:px-4">
                  <Link href={adminFeaturePath(flag.id)} className="font-medium">
                    {flag.title}
                  </Link>
                  <p className="mt-0.5 font-mono text-xs text-slate-500 md:hidden">{flag.key}</p>
                </td>
                <td className="hidden px-3 py-3 sm:px-4 tabular-nums text-slate-700 sm:table-cell">{flag.apiVersion ?? "–"}</td>
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex items-center justify-end gap-3">
                    <span className={`w-6 text-xs font-semibold ${flag.enabled ? "text-success-700" : "text-slate-500"}`} aria-hidden="true">
                      {flag.enabled ? "On" : "Off"}
                    </span>
                    <FeatureFlagSwitch title={flag.title} checked={flag.enabled} onCheckedChange={(enabled) => update.mutate({ id: flag.id, patch: { enabled } })} />
                  </div>
                </td>
              </tr>
            ))}
            {visible.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-10 text-center text-slate-600">
                  No flag matches “{filter.trim()}”.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
