import type { PostalCodeRow } from "@/db/schema";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "../format";
import type { PostalDiff } from "../types";

const place = (r: PostalCodeRow) => `${r.city}, ${r.stateCode} (${r.latitude}, ${r.longitude})`;

/** The diff of an upload: its counts, then up to 10 examples of each kind of change. */
export function PostalDiffView({ diff }: { diff: PostalDiff }) {
  const examples = [
    ...diff.examples.added.map((r) => ({ kind: "Added", code: r.postalCode, before: "", after: place(r) })),
    ...diff.examples.changed.map((c) => ({ kind: "Changed", code: c.after.postalCode, before: place(c.before), after: place(c.after) })),
    ...diff.examples.removed.map((r) => ({ kind: "Removed", code: r.postalCode, before: place(r), after: "" })),
  ];
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Added", diff.added],
          ["Changed", diff.changed],
          ["Removed", diff.removed],
          ["Unchanged", diff.unchanged],
        ].map(([label, n]) => (
          <div key={label} className="rounded-card border border-border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{formatCount(n as number)}</dd>
          </div>
        ))}
      </dl>
      {examples.length ? (
        <div className="min-w-0 overflow-x-auto">
          <Table label="Examples of the changes">
            <TableHeader>
              <TableRow>
                <TableHead>Change</TableHead>
                <TableHead>Postal code</TableHead>
                <TableHead>Now</TableHead>
                <TableHead>After</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {examples.map((e) => (
                <TableRow key={`${e.kind}-${e.code}`}>
                  <TableCell>{e.kind}</TableCell>
                  <TableCell>{e.code}</TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">{e.before || "—"}</TableCell>
                  <TableCell className="[overflow-wrap:anywhere]">{e.after || "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Nothing would change: the dataset already has these rows.</p>
      )}
    </div>
  );
}
