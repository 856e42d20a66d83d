import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PlainTable } from "../tables";

/** A header + rows table (the rows its CSV download holds), numbers right-aligned. */
export function PlainDataTable({ table, label }: { table: PlainTable; label: string }) {
  return (
    <Table label={label}>
      <TableHeader>
        <TableRow>
          {table.header.map((h, i) => (
            <TableHead key={h} className={i === 0 ? undefined : "text-right"}>
              {h}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row, r) => (
          <TableRow key={`${String(row[0])}-${r}`}>
            {row.map((c, i) => (
              <TableCell key={i} className={typeof c === "number" ? "text-right tabular-nums" : i === 0 && /^\d{4}-\d{2}-\d{2}$/.test(String(c)) ? "whitespace-nowrap" : undefined}>
                {c === null ? "—" : typeof c === "number" ? c.toLocaleString("en-US") : c}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
