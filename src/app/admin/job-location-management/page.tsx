import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { requireFeaturePage } from "@/lib/flags/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { formatDateTimeUtc } from "@/features/admin-places/format";
import { jobLocationsPath } from "@/features/admin-places/paths";
import { PLACES_QUERY_MAX, locationsPageQuerySchema } from "@/features/admin-places/schemas";
import { listLocations, listUnresolvedPlaces } from "@/features/admin-places/server/queries";
import { CorrectPlaceButton } from "@/features/admin-places/components/correct-place-button";
import { MergeLocationButton } from "@/features/admin-places/components/merge-location-button";

export const metadata: Metadata = { title: "Job location management" };

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** /admin/job-location-management: places feeds gave that did not resolve (correct them), and the locations (merge duplicates). */
export default async function JobLocationManagementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const query = locationsPageQuerySchema.parse({
    q: str(raw.q), show: str(raw.show), page: str(raw.page), lq: str(raw.lq), lsort: str(raw.lsort), lpage: str(raw.lpage), nocoords: str(raw.nocoords),
  });
  await requirePagePermission("admin", jobLocationsPath(query));
  await requireFeaturePage("admin-job-location-management");
  const db = getDb();
  const [places, locs] = await Promise.all([listUnresolvedPlaces(db, query), listLocations(db, query)]);
  const keepLocations = { lq: query.lq, lsort: query.lsort, lpage: query.lpage, nocoords: query.nocoords };
  const keepPlaces = { q: query.q, show: query.show, page: query.page };

  return (
    <div className="flex min-w-0 flex-col gap-10">
      <header>
        <h1>Job location management</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Places job feeds gave that did not resolve (their jobs were refused), and the locations jobs are at. Correct a place and its jobs are imported at the feed’s next
          run; merge a duplicate location and its jobs move at once.
        </p>
      </header>

      <section aria-labelledby="unresolved-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="unresolved-heading">Places that did not resolve</h2>
        <form role="search" aria-label="Search places that did not resolve" action={jobLocationsPath()} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="places-q" label="Search by place, postal code or source" className="flex-1 sm:max-w-md">
            <Input name="q" type="search" defaultValue={query.q} maxLength={PLACES_QUERY_MAX} />
          </Field>
          <Field id="places-show" label="Show">
            <NativeSelect name="show" defaultValue={query.show}>
              <option value="open">Not corrected</option>
              <option value="corrected">Corrected</option>
              <option value="all">All</option>
            </NativeSelect>
          </Field>
          {Object.entries(keepLocations).map(([k, v]) => (v && !(k === "lsort" && v === "jobs") && !(k === "lpage" && v === 1) ? <input key={k} type="hidden" name={k} value={String(v)} /> : null))}
          <Button type="submit">Search</Button>
        </form>
        {places.rows.length ? (
          <div className="min-w-0 overflow-x-auto">
            <Table label="Places that did not resolve">
              <TableHeader>
                <TableRow>
                  <TableHead>Place</TableHead>
                  <TableHead>Why</TableHead>
                  <TableHead>Jobs refused by the latest run</TableHead>
                  <TableHead>Examples from that run</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {places.rows.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="min-w-40 max-w-xs [overflow-wrap:anywhere]">
                      <span className="font-medium">{p.label}</span>
                      <span className="block text-sm text-muted-foreground">
                        {p.source} · first seen {formatDateTimeUtc(p.firstSeenAt)} · last seen {formatDateTimeUtc(p.lastSeenAt)}
                      </span>
                      {p.correctedTo ? (
                        <Badge tone="success" className="mt-1">
                          Now {p.correctedTo.name}
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell className="min-w-32">{p.reason}</TableCell>
                    <TableCell className="min-w-28">
                      {p.latestRunJobs}
                      <span className="block text-sm text-muted-foreground">{p.runs === 1 ? "in 1 run" : `seen in ${p.runs} runs`}</span>
                    </TableCell>
                    <TableCell className="min-w-48 max-w-sm text-sm [overflow-wrap:anywhere]">
                      {p.examples.map((e) => [e.title, e.ref ? `(${e.ref})` : null].filter(Boolean).join(" ")).join("; ")}
                    </TableCell>
                    <TableCell>
                      <CorrectPlaceButton place={{ id: p.id, label: p.label, corrected: p.correctedTo !== null }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <EmptyState title={query.q || query.show !== "open" ? "No place matches" : "Every place resolved"} headingLevel={3}>
            {query.q || query.show !== "open"
              ? "Try another search, or show all places."
              : "When a feed gives a place Upstep cannot find (an unknown postal code, a postal code in another state), it shows here with the jobs it refused."}
          </EmptyState>
        )}
        <Pagination page={places.page} pageCount={places.pageCount} label="Places pages" hrefOf={(p) => jobLocationsPath({ ...keepLocations, q: query.q, show: query.show, page: p })} />
      </section>

      <section aria-labelledby="locations-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="locations-heading">Locations</h2>
        <form role="search" aria-label="Search locations" action={jobLocationsPath()} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="locations-q" label="Search by name, key or postal code" className="flex-1 sm:max-w-md">
            <Input name="lq" type="search" defaultValue={query.lq} maxLength={PLACES_QUERY_MAX} />
          </Field>
          <label className="flex items-center gap-2 text-sm sm:pb-2">
            <NativeCheckbox name="nocoords" value="1" defaultChecked={query.nocoords === "1"} />
            Without coordinates only
          </label>
          {Object.entries(keepPlaces).map(([k, v]) => (v && !(k === "show" && v === "open") && !(k === "page" && v === 1) ? <input key={k} type="hidden" name={k} value={String(v)} /> : null))}
          {query.lsort !== "jobs" ? <input type="hidden" name="lsort" value={query.lsort} /> : null}
          <Button type="submit">Search</Button>
          {query.lq || query.nocoords ? (
            <Button asChild variant="ghost">
              <Link href={jobLocationsPath(keepPlaces)}>Clear</Link>
            </Button>
          ) : null}
        </form>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {locs.total} location{locs.total === 1 ? "" : "s"}
          {query.lq ? ` matching “${query.lq}”` : ""}.
        </p>
        {locs.rows.length ? (
          <div className="min-w-0 overflow-x-auto">
            <Table label="Locations">
              <TableHeader>
                <TableRow>
                  <TableSortHeader direction={query.lsort === "name" ? "asc" : null} href={jobLocationsPath({ ...keepPlaces, lq: query.lq, nocoords: query.nocoords, lsort: "name" })}>
                    Location
                  </TableSortHeader>
                  <TableHead>Type</TableHead>
                  <TableSortHeader direction={query.lsort === "jobs" ? "desc" : null} href={jobLocationsPath({ ...keepPlaces, lq: query.lq, nocoords: query.nocoords, lsort: "jobs" })}>
                    Jobs
                  </TableSortHeader>
                  <TableSortHeader direction={query.lsort === "created" ? "desc" : null} href={jobLocationsPath({ ...keepPlaces, lq: query.lq, nocoords: query.nocoords, lsort: "created" })}>
                    Added
                  </TableSortHeader>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {locs.rows.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell className="min-w-40 max-w-xs [overflow-wrap:anywhere]">
                      <span className="font-medium">{l.name}</span>
                      <span className="block text-sm text-muted-foreground">{l.key}</span>
                      {!l.hasCoordinates ? (
                        <Badge tone="warning" className="mt-1">
                          No coordinates
                        </Badge>
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{l.type}</TableCell>
                    <TableCell>{l.jobs}</TableCell>
                    <TableCell className="whitespace-nowrap text-sm">{formatDateTimeUtc(l.createdAt)}</TableCell>
                    <TableCell>
                      <MergeLocationButton location={{ id: l.id, name: l.name, jobs: l.jobs }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <EmptyState title="No location matches" headingLevel={3}>
            Try part of the city’s name or a postal code.
          </EmptyState>
        )}
        <Pagination page={locs.page} pageCount={locs.pageCount} label="Locations pages" hrefOf={(p) => jobLocationsPath({ ...keepPlaces, lq: query.lq, lsort: query.lsort, nocoords: query.nocoords, lpage: p })} />
      </section>
    </div>
  );
}
