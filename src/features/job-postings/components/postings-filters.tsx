import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Search } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { POSTING_FILTER_STATUSES, POSTING_LIMITS, type PostingListQuery, type PostingSort } from "../schemas";
import type { MemberOption } from "../types";
import { POSTING_STATUS_LABELS } from "./posting-status-badge";

/*
 * The postings list's search and filters (decision 039): a plain GET form (it works before any script
 * runs), its fields the list's URL query; the page's fixed query (the dashboard's view, the company)
 * travels in hidden fields.
 */
const SORT_LABELS: Record<PostingSort, string> = {
  updated: "Last changed",
  created: "Newest first",
  title: "Title (A to Z)",
  expires: "Expiring soonest",
  applicants: "Most applicants",
};

export function PostingsFilters({
  basePath,
  company,
  query,
  members,
  viewerIsMember,
}: {
  basePath: string;
  company?: string;
  query: PostingListQuery;
  members: MemberOption[];
  viewerIsMember: boolean;
}) {
  const [pathname, fixed = ""] = basePath.split("?");
  const hidden = [...new URLSearchParams(fixed).entries()];
  if (company) hidden.push(["company", company]);
  return (
    <form method="get" action={pathname} role="search" aria-label="Job postings" className="grid gap-4 rounded-card border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.25fr)_auto] lg:items-end">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field label="Search titles">
        <Input type="search" name="q" defaultValue={query.q} maxLength={POSTING_LIMITS.searchQuery} placeholder="e.g. Medical Assistant" />
      </Field>
      <Field label="Status">
        <NativeSelect name="status" defaultValue={query.status ?? ""}>
          <option value="">Any status</option>
          {POSTING_FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {POSTING_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Owner">
        <NativeSelect name="owner" defaultValue={query.owner ?? ""}>
          <option value="">Anyone</option>
          {viewerIsMember ? <option value="me">Me</option> : null}
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.name || m.email}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Sort by">
        <NativeSelect name="sort" defaultValue={query.sort}>
          {(Object.keys(SORT_LABELS) as PostingSort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline" className="sm:col-span-2 lg:col-span-1">
        <Search aria-hidden="true" /> Show postings
      </Button>
    </form>
  );
}
