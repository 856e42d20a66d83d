import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { adminContentItemPath } from "@/lib/content-routes";

export type TaxonomyListRow = { id: string; name: string; slug: string; detail: string; posts: number };

/** The authors or tags list: name (to its editor), slug, the role or description, and how many posts use it. */
export function TaxonomyList({ kind, rows }: { kind: "authors" | "tags"; rows: TaxonomyListRow[] }) {
  const noun = kind === "authors" ? "author" : "tag";
  if (!rows.length) {
    return (
      <EmptyState
        title={`No ${kind} yet`}
        action={
          <Button asChild>
            <Link href={adminContentItemPath(kind, "new")}>Add the first {noun}</Link>
          </Button>
        }
      >
        {kind === "authors" ? "Posts are signed by authors: add one before publishing." : "Tags group posts by topic on the blog."}
      </EmptyState>
    );
  }
  return (
    <Table label={kind === "authors" ? "Authors" : "Tags"}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="hidden md:table-cell">{kind === "authors" ? "Role" : "Description"}</TableHead>
          <TableHead className="text-right">Posts</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <Link href={adminContentItemPath(kind, r.id)} className="font-medium">
                {r.name}
              </Link>
              <p className="mt-1 text-xs text-muted-foreground">{r.slug}</p>
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">{r.detail || "—"}</TableCell>
            <TableCell className="text-right tabular-nums">{r.posts}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
