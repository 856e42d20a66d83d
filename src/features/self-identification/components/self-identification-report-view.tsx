import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PublishedCount, SelfIdentificationReport } from "../types";

/*
 * The aggregate report's tables (decision 034), one per question: each answer's count as published.
 * "Fewer than 5" is a count of 1-4; "Withheld" is a count kept back so that a small one cannot be
 * worked out from the total (it may be any size). A server component: no script.
 */
export const SUPPRESSION_NOTE =
  "Counts of 1 to 4 are shown as “fewer than 5”. So that such a count cannot be worked out from the total, one more count is withheld with it, and a whole question is withheld when that is not enough.";

function shown(value: PublishedCount): string {
  if (value.kind === "count") return value.count.toLocaleString("en-US");
  return value.kind === "fewer-than-5" ? "Fewer than 5" : "Withheld";
}

export function SelfIdentificationReportView({ report }: { report: SelfIdentificationReport }) {
  return (
    <div className="flex min-w-0 flex-col gap-8">
      {report.questions.map((q) => (
        <section key={q.key} aria-labelledby={`report-${q.key}`} className="flex min-w-0 flex-col gap-3">
          <h2 id={`report-${q.key}`} className="text-xl">
            {q.title}
          </h2>
          <Table label={`${q.title}: answers`}>
            <TableHeader>
              <TableRow>
                <TableHead>Answer</TableHead>
                <TableHead className="text-right">Applicants</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {q.cells.map((cell) => (
                <TableRow key={cell.code}>
                  <TableCell>{cell.label}</TableCell>
                  <TableCell className="whitespace-nowrap text-right tabular-nums" data-kind={cell.value.kind}>
                    {shown(cell.value)}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell className="font-semibold">Total answering</TableCell>
                <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums" data-kind={q.total.kind}>
                  {shown(q.total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </section>
      ))}
    </div>
  );
}
