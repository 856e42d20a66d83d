import Link from "next/link";
import type { EmployerArea } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { pipelineViewHref } from "../links";
import type { PipelineSummary } from "../types";

/*
 * The company's pipelines as cards (decision 043): name, description, people in each stage. Used by
 * /hiring/pipelines, /talent/pipelines and the dashboard's talent-pipelines view.
 */
export function PipelinesOverview({ pipelines, area, company, headingLevel = 2 }: { pipelines: PipelineSummary[]; area: EmployerArea; company?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="pipelines-overview">
      {pipelines.map((p) => (
        <li key={p.id} className="min-w-0">
          <Card className="flex h-full flex-col gap-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Heading className="min-w-0 break-words text-lg font-semibold">
                <Link href={pipelineViewHref(area, p, { company })}>{p.name}</Link>
              </Heading>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                {p.archived ? <Badge>Archived</Badge> : null}
                {p.memberCount === 1 ? "1 person" : `${p.memberCount} people`}
              </span>
            </div>
            {p.description ? <p className="break-words text-sm text-muted-foreground">{p.description}</p> : null}
            <dl className="flex flex-wrap gap-2 text-sm">
              {p.stages.map((s) => (
                <div key={s.id} className="flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5">
                  <dt>{s.name}</dt>
                  <dd className="font-semibold">
                    <span className="sr-only">: </span>
                    {s.count}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
