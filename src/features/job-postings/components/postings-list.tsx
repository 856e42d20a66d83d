import "server-only";
import Link from "next/link";
import { getDb } from "@/db/client";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Briefcase, Plus } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { capabilityAllowed } from "@/lib/auth/company-capabilities";
import type { CompanyActor } from "@/lib/auth/company-access";
import { HIRING_CREATE_POSTING_PATH, TALENT_CREATE_POSTING_PATH } from "@/lib/employer-routes";
import { postingListQuerySchema, type PostingListQuery } from "../schemas";
import { listCompanyMembers, listPostings } from "../server/queries";
import { requireCompanyForPage } from "../server/page-access";
import { PostingsFilters } from "./postings-filters";
import { PostingsTable } from "./postings-table";

/*
 * A company's job postings (decision 039): the list at /talent/job-postings, and the same component in
 * the hiring dashboard's job-postings view. Server-rendered: the search, filters, sort and page are the
 * URL's query (a plain GET form, links for the pages); selecting rows and the bulk actions are the
 * one client part. It checks the viewer itself (postings.read in the company: 404 / 403 pages), and
 * offers "Post a job" and the bulk actions only to those with postings.edit.
 */
export type PostingsListProps = {
  /** The company whose postings are listed. */
  companyId: string;
  /** The signed-in viewer (CurrentUser fits): checked here for postings.read in the company. */
  viewer: CompanyActor;
  /** The page's URL query: q, status, owner, sort, page (company is kept in every link; other keys are ignored). */
  searchParams: Record<string, string | string[] | undefined>;
  /** The page's own path with any fixed query, e.g. "/talent/job-postings" or "/hiring/dashboard?view=job-postings". */
  basePath: string;
  /** Which area's create and edit pages the list links to. */
  area: "talent" | "hiring";
  /** The level of the list's own headings: 2 on a page of its own (under the page's h1), 3 inside a section. */
  headingLevel?: 2 | 3;
};

const QUERY_KEYS = ["q", "status", "owner", "sort"] as const;

/** The list's URL for a query (page 1 without a number), on the page's own path. */
export function postingsListHref(basePath: string, query: Partial<PostingListQuery>, company?: string): string {
  const [pathname, fixed = ""] = basePath.split("?");
  const params = new URLSearchParams(fixed);
  if (company) params.set("company", company);
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value && !(key === "sort" && value === "updated")) params.set(key, String(value));
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname!;
}

export async function PostingsList({ companyId, viewer, searchParams, basePath, area, headingLevel = 2 }: PostingsListProps) {
  const db = getDb();
  const standing = await requireCompanyForPage(db, viewer, companyId, "postings.read");
  const canEdit = capabilityAllowed(standing, "postings.edit");
  const query = postingListQuerySchema.parse(searchParams);
  const company = typeof searchParams.company === "string" ? searchParams.company : undefined;
  const [result, members] = await Promise.all([listPostings(db, { companyId, viewerId: viewer.id, query }), listCompanyMembers(db, companyId)]);
  const createPath = area === "talent" ? TALENT_CREATE_POSTING_PATH : HIRING_CREATE_POSTING_PATH;
  const filtered = Boolean(query.q || query.status || query.owner);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  if (result.companyTotal === 0) {
    return (
      <EmptyState
        icon={<Briefcase />}
        headingLevel={headingLevel}
        title="No job postings yet"
        action={
          canEdit ? (
            <Link href={createPath} className={buttonClasses("primary")}>
              <Plus aria-hidden="true" /> Post a job
            </Link>
          ) : undefined
        }
      >
        {canEdit ? "Post your first job: it is in search, on your company page and open for applications as soon as you publish it." : "When your team posts jobs, they are listed here."}
      </EmptyState>
    );
  }

  const hrefOf = (page: number) => postingsListHref(basePath, { ...query, page }, company);
  return (
    <section aria-labelledby="postings-list-heading" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id="postings-list-heading" className="text-lg font-semibold">
          {filtered ? `${result.total.toLocaleString("en-US")} of ${result.companyTotal.toLocaleString("en-US")} postings` : `${result.total.toLocaleString("en-US")} postings`}
        </Heading>
        {canEdit ? (
          <Link href={createPath} className={buttonClasses("primary")}>
            <Plus aria-hidden="true" /> Post a job
          </Link>
        ) : null}
      </div>
      <PostingsFilters basePath={basePath} company={company} query={query} members={members} viewerIsMember={standing !== "admin"} />
      {result.items.length ? (
        <PostingsTable items={result.items} canEdit={canEdit} area={area} />
      ) : (
        <EmptyState
          headingLevel={headingLevel}
          title="No postings match"
          action={
            <Link href={postingsListHref(basePath, {}, company)} className={buttonClasses("outline")}>
              Show all postings
            </Link>
          }
        >
          {result.page > result.pageCount ? "There is no such page of postings." : "Try other words or fewer filters."}
        </EmptyState>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} hrefOf={hrefOf} label="Job postings pages" />
    </section>
  );
}
