import Link from "next/link";
import { HIRING_PIPELINES_PATH, TALENT_PIPELINES_PATH, talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonLook } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { ChevronLeft, Search } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { pipelineViewHref, type PipelineQuery } from "../links";
import type { MemberDetail } from "../server/member-detail";
import type { PipelineDetail } from "../types";
import { PersonPanel } from "./person-panel";
import { PipelineBoard } from "./pipeline-board";
import { PipelineMembers } from "./pipeline-members";
import { PipelineSettings } from "./pipeline-settings";

/*
 * One pipeline (decision 043), the same under /hiring/pipelines/{id} and /talent/pipelines?name=:
 * its people by stage with filters by stage and tag, bulk actions, and the person opened by
 * ?selected= (their profile id) beside the list (above it on a phone).
 */
export function PipelineView({
  pipeline,
  area,
  query,
  canEdit,
  me,
  selected,
  selectedMissing,
}: {
  pipeline: PipelineDetail;
  area: EmployerArea;
  query: PipelineQuery;
  canEdit: boolean;
  me: string;
  selected: MemberDetail | null;
  selectedMissing: boolean;
}) {
  const stageFilter = pipeline.stages.find((s) => s.id === query.stage);
  const tagFilter = query.tag ? pipeline.tags.find((t) => t.toLowerCase() === query.tag!.toLowerCase()) : undefined;
  const stages = stageFilter ? [stageFilter] : pipeline.stages;
  const keep = { company: query.company, selected: query.selected, view: query.view };
  const board = query.view === "board";
  const members = pipeline.members
    .filter((m) => !tagFilter || m.tags.some((t) => t.toLowerCase() === tagFilter.toLowerCase()))
    .map((m) => ({ ...m, openHref: pipelineViewHref(area, pipeline, { ...query, selected: m.candidateUserId }) }));
  const closeHref = pipelineViewHref(area, pipeline, { ...query, selected: undefined });
  const chip = (active: boolean) => cn("rounded-full border px-3 py-1 text-sm no-underline", active ? "border-primary bg-primary-soft font-semibold text-primary-soft-foreground" : "border-border bg-card text-foreground");
  const listPath = area === "talent" ? TALENT_PIPELINES_PATH : HIRING_PIPELINES_PATH;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link href={query.company ? `${listPath}?company=${encodeURIComponent(query.company)}` : listPath} className="inline-flex items-center gap-1 text-sm">
          <ChevronLeft aria-hidden="true" className="size-4" />
          All pipelines
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="break-words">
              {pipeline.name} {pipeline.archived ? <Badge className="align-middle">Archived</Badge> : null}
            </h1>
            {pipeline.description ? <p className="break-words text-muted-foreground">{pipeline.description}</p> : null}
            <p className="text-sm text-muted-foreground">{pipeline.memberCount === 1 ? "1 person" : `${pipeline.memberCount} people`} · private to your company</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link href={talentSearchPath(area)} className={buttonLook("outline", "sm")}>
              <Search aria-hidden="true" />
              Find people to add
            </Link>
            {canEdit ? <PipelineSettings pipeline={pipeline} /> : null}
          </div>
        </div>
      </header>
      {selectedMissing ? <Alert tone="warning">That person is not in this pipeline (any more). Here is everyone who is.</Alert> : null}
      {pipeline.memberCount > 0 ? (
        <nav aria-label="Filter people" className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-2" aria-label="Show as">
            <li>
              <Link href={pipelineViewHref(area, pipeline, { ...query, view: undefined })} aria-current={!board ? "page" : undefined} className={chip(!board)}>
                List
              </Link>
            </li>
            <li>
              <Link href={pipelineViewHref(area, pipeline, { ...query, view: "board" })} aria-current={board ? "page" : undefined} className={chip(board)}>
                Board
              </Link>
            </li>
          </ul>
          <ul className="flex flex-wrap gap-2" aria-label="By stage">
            <li>
              <Link href={pipelineViewHref(area, pipeline, { ...keep, tag: query.tag })} aria-current={!stageFilter ? "page" : undefined} className={chip(!stageFilter)}>
                All stages
              </Link>
            </li>
            {pipeline.stages.map((s) => (
              <li key={s.id}>
                <Link href={pipelineViewHref(area, pipeline, { ...keep, tag: query.tag, stage: s.id })} aria-current={stageFilter?.id === s.id ? "page" : undefined} className={chip(stageFilter?.id === s.id)}>
                  {s.name} ({s.count})
                </Link>
              </li>
            ))}
          </ul>
          {pipeline.tags.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="By tag">
              <li>
                <Link href={pipelineViewHref(area, pipeline, { ...keep, stage: query.stage })} aria-current={!tagFilter ? "page" : undefined} className={chip(!tagFilter)}>
                  Any tag
                </Link>
              </li>
              {pipeline.tags.map((t) => (
                <li key={t}>
                  <Link href={pipelineViewHref(area, pipeline, { ...keep, stage: query.stage, tag: t })} aria-current={tagFilter === t ? "page" : undefined} className={chip(tagFilter === t)}>
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      ) : null}
      <div className={cn("grid grid-cols-1 gap-6", selected && "lg:grid-cols-[minmax(0,1fr)_24rem]")}>
        <div className="order-2 min-w-0 lg:order-1">
          {pipeline.memberCount === 0 ? (
            <EmptyState
              icon={<Search />}
              title="Nobody in this pipeline yet"
              action={
                <Link href={talentSearchPath(area)} className={buttonLook("primary")}>
                  Find talent
                </Link>
              }
            >
              Add people from talent search or from an applicant&apos;s page with &ldquo;Add to talent pipeline&rdquo;.
            </EmptyState>
          ) : board ? (
            <PipelineBoard pipelineId={pipeline.id} stages={stages} members={members} canEdit={canEdit && !pipeline.archived} />
          ) : (
            <PipelineMembers pipelineId={pipeline.id} stages={stages} members={members} canEdit={canEdit && !pipeline.archived} selectedId={selected?.member.id} />
          )}
        </div>
        {selected ? (
          <div className="order-1 min-w-0 lg:order-2">
            <PersonPanel detail={selected} pipelineId={pipeline.id} companyId={pipeline.companyId} stages={pipeline.stages} area={area} canEdit={canEdit && !pipeline.archived} me={me} closeHref={closeHref} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
