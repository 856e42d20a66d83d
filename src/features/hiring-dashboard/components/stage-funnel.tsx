import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatPercent, plural } from "../format";
import type { PostingFunnel } from "../types";

/*
 * A posting's stage funnel (decision 041) as a table a screen reader reads cell by cell: each stage,
 * how many applications reached it, how many are there now, and the conversion from the stage
 * before. The bar under each stage's name is the reached count against the first stage's, drawn
 * for the eye only (the number beside it says the same).
 */
export function StageFunnel({ funnel, postingTitle }: { funnel: PostingFunnel; postingTitle: string }) {
  const top = funnel.stages[0]?.reached ?? 0;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Table label={`Stage funnel for ${postingTitle}`}>
        <caption className="sr-only">Stage funnel for {postingTitle}: applications that reached each stage, in it now, and conversion from the stage before</caption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-full px-3">Stage</TableHead>
            <TableHead className="px-2 text-right">Reached</TableHead>
            <TableHead className="px-2 text-right">Now</TableHead>
            <TableHead className="px-3 text-right">
              <span aria-hidden="true">Conv.</span>
              <span className="sr-only">Conversion from the stage before</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {funnel.stages.map((stage) => {
            const width = top > 0 ? Math.max(stage.reached > 0 ? 3 : 0, Math.round((stage.reached / top) * 100)) : 0;
            return (
              <TableRow key={stage.stageId}>
                <TableCell className="px-3 py-2.5">
                  <span className="block font-medium">{stage.name}</span>
                  <span aria-hidden="true" className="mt-1.5 block h-2 w-full overflow-hidden rounded-full bg-muted">
                    <span className="block h-full rounded-full bg-primary" style={{ width: `${width}%` }} />
                  </span>
                </TableCell>
                <TableCell className="px-2 py-2.5 text-right font-semibold tabular-nums">{formatCount(stage.reached)}</TableCell>
                <TableCell className="px-2 py-2.5 text-right tabular-nums text-muted-foreground">{formatCount(stage.now)}</TableCell>
                <TableCell className="px-3 py-2.5 text-right tabular-nums">
                  {stage.conversion === null ? <span className="text-muted-foreground">—<span className="sr-only">not applicable</span></span> : formatPercent(stage.conversion)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        {plural(funnel.rejected, "application", "applications")} rejected
        {funnel.withdrawn ? `, ${formatCount(funnel.withdrawn)} withdrawn by the candidate` : ""}. Reached counts everyone who got at least that far.
      </p>
    </div>
  );
}
