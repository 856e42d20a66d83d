import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/input";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { FilterActions } from "@/components/ui/filters";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ContentStatus } from "@/db/schema/content";
import { adminContentItemPath, adminContentKindPath } from "@/lib/content-routes";
import type { PostListQuery } from "../schemas";
import type { AdminPostRow } from "../server/editor-queries";
import { STATUS_LABELS } from "./publishing-panel";
import { StatusBadge } from "./status-badge";

const SORT_LABELS = { updated: "Last edited", title: "Title", published: "Published date" } as const;

/** /admin/content/posts?q=&status=&sort=&page=: the list's URL (empty values and page 1 left out). */
export function adminPostsPath(query: Partial<PostListQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.sort && query.sort !== "updated") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `${adminContentKindPath("posts")}?${qs}` : adminContentKindPath("posts");
}

const dateText = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)) + " UTC";

/**
 * The posts list: a search and filter form that works without script (GET), a table of posts with
 * their status, byline and dates, pages, and the empty states (none yet: write the first; no match:
 * clear the filters).
 */
export function PostsList({ query, rows, total, page, pageCount }: { query: PostListQuery; rows: AdminPostRow[]; total: number; page: number; pageCount: number }) {
  const filtered = Boolean(query.q || query.status);
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <form role="search" aria-label="Posts" action={adminContentKindPath("posts")} className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_10rem_11rem_auto] lg:items-end">
        <Field id="posts-q" label="Search by title or slug" className="sm:col-span-2 lg:col-span-1">
          <Input name="q" type="search" defaultValue={query.q} maxLength={200} />
        </Field>
        <Field id="posts-status" label="Status">
          <NativeSelect name="status" defaultValue={query.status ?? ""}>
            <option value="">Any status</option>
            {(Object.keys(STATUS_LABELS) as ContentStatus[]).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="posts-sort" label="Sort by">
          <NativeSelect name="sort" defaultValue={query.sort ?? "updated"}>
            {(Object.keys(SORT_LABELS) as (keyof typeof SORT_LABELS)[]).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <FilterActions submitLabel="Show posts" resetHref={filtered ? adminPostsPath() : null} />
      </form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? (filtered ? "No posts match these filters." : "No posts yet.") : `${total.toLocaleString("en-US")} post${total === 1 ? "" : "s"}${filtered ? " match" : ""}.`}
      </p>
      {rows.length ? (
        <Table label="Posts">
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden md:table-cell">Authors</TableHead>
              <TableHead className="hidden sm:table-cell">Last edited</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <Link href={adminContentItemPath("posts", r.id)} className="font-medium">
                    {r.title}
                  </Link>
                  <p className="mt-1 text-xs text-muted-foreground">/{r.slug}</p>
                </TableCell>
                <TableCell>
                  <StatusBadge status={r.status} />
                  {r.status === "scheduled" && r.publishAt ? <p className="mt-1 text-xs text-muted-foreground">{dateText(r.publishAt)}</p> : null}
                </TableCell>
                <TableCell className="hidden md:table-cell">{r.authors.join(", ") || "—"}</TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">{dateText(r.updatedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : filtered ? (
        <EmptyState
          title="No posts match"
          action={
            <Button asChild variant="outline">
              <Link href={adminPostsPath()}>Show every post</Link>
            </Button>
          }
        >
          Try other words or another status.
        </EmptyState>
      ) : (
        <EmptyState
          title="No posts yet"
          action={
            <Button asChild>
              <Link href={adminContentItemPath("posts", "new")}>Write the first post</Link>
            </Button>
          }
        >
          Posts you write here appear on the blog when you publish them.
        </EmptyState>
      )}
      <Pagination page={page} pageCount={pageCount} hrefOf={(p) => adminPostsPath({ ...query, page: p })} label="Posts pages" />
    </div>
  );
}
