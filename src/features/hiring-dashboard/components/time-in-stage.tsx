import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatDuration } from "../format";
import type { StageTime } from "../types";

/*
 * How long a posting's applications spend in each stage (decision 041): the average and the median
 * of every stay, finished and current, and how many stays that is.
 */
export function TimeInStage({ rows, postingTitle }: { rows: StageTime[]; postingTitle: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Table label={`Time in stage for ${postingTitle}`}>
        <caption className="sr-only">Time in stage for {postingTitle}: average and median time applications spend in each stage</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-full px-3">Stage</TableHead>
            <TableHead className="px-2 text-right">Average</TableHead>
            <TableHead className="px-2 text-right">Median</TableHead>
            <TableHead className="px-3 text-right">Stays</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.stageId}>
              <TableCell className="px-3 py-2.5 font-medium">{row.name}</TableCell>
              {row.averageDays === null || row.medianDays === null ? (
                <TableCell colSpan={2} className="px-2 py-2.5 text-right text-muted-foreground">
                  Nobody yet
                </TableCell>
              ) : (
                <>
                  <TableCell className="whitespace-nowrap px-2 py-2.5 text-right tabular-nums">{formatDuration(row.averageDays)}</TableCell>
                  <TableCell className="whitespace-nowrap px-2 py-2.5 text-right tabular-nums">{formatDuration(row.medianDays)}</TableCell>
                </>
              )}
              <TableCell className="px-3 py-2.5 text-right tabular-nums text-muted-foreground">{formatCount(row.stays)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">Finished stays and the time so far of applications still in a stage.</p>
    </div>
  );
}
