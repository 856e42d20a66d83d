import type { Metadata } from "next";
import { connection } from "next/server";
import { requireDevPage } from "@/lib/dev-pages";
import { PageContainer } from "@/components/ui/page-container";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow, TableSortHeader } from "@/components/ui/table";
import { DesignSystemGallery } from "./gallery";
import { GallerySection } from "./gallery-section";

export const metadata: Metadata = { title: "Design system (development)", robots: { index: false, follow: false } };

const ROWS = [
  { name: "Ada Lovelace", role: "Candidate", jobs: 12 },
  { name: "Grace Hopper", role: "Hiring Manager", jobs: 3 },
  { name: "A very long name that a person typed without any spaces: Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegeundsorgfaltigkeitbeschutzenvorangreifendurchihrraubgierigfeinde", role: "Recruiter", jobs: 0 },
];

/*
 * Development-only page (404 unless APP_ENV is development or test and the client is on this
 * machine: lib/dev-pages.ts): every primitive of components/ui in every state, for review and for
 * the screenshots in docs/screenshots (e2e/dev-ui.spec.ts). The server-rendered primitives
 * (Pagination, Table with link headers) are shown here; the interactive ones in the gallery.
 */
export default async function Page({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await connection();
  await requireDevPage();
  const page = Math.max(1, Number((await searchParams).page) || 4);
  return (
    <PageContainer>
      <h1>Design system</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Every primitive in <code>src/components/ui</code> in its states. Pages are built from these and the semantic tokens in <code>globals.css</code>; nothing styles Radix parts on its own.
      </p>
      <DesignSystemGallery />
      <GallerySection title="Table">
        <Table label="Example people">
          <TableHeader>
            <TableRow>
              <TableSortHeader direction="asc" href="/dev/ui?sort=name-desc">
                Name
              </TableSortHeader>
              <TableHead>Role</TableHead>
              <TableSortHeader direction={null} href="/dev/ui?sort=jobs">
                Jobs
              </TableSortHeader>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row.name}>
                <TableCell className="font-medium">{row.name}</TableCell>
                <TableCell>{row.role}</TableCell>
                <TableCell>{row.jobs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <div className="mt-4">
          <Table label="Example empty list">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Role</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableEmpty colSpan={2}>No people match these filters.</TableEmpty>
            </TableBody>
          </Table>
        </div>
      </GallerySection>
      <GallerySection title="Pagination">
        <div className="flex flex-col gap-4">
          <Pagination page={page} pageCount={12} hrefOf={(p) => `/dev/ui?page=${p}`} label="Example pages (known count)" />
          <Pagination page={1} pageCount={3} hrefOf={(p) => `/dev/ui?page=${p}`} label="Example pages (first page)" />
          <Pagination page={2} pageCount={null} hasNext hrefOf={(p) => `/dev/ui?page=${p}`} label="Example pages (unknown count)" />
        </div>
      </GallerySection>
    </PageContainer>
  );
}
