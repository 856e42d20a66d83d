"use client";

import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import type { RejectionReason } from "@/db/schema/employers";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { Users } from "@/components/ui/icons";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { postingApplicantsApi, postingMoveApi } from "../paths";
import type { ApplicantFilters } from "../schemas";
import { APPLICANT_SORT_LABELS, SOURCE_LABELS, type ApplicantCard, type ApplicantPage, type BoardColumn, type FilterQuestion, type MoveResult, type StageView } from "../types";
import { ApplicantBadges, ApplicantFacts, ApplicantName, MoveMenu } from "./applicant-card";
import { ApplicantsBoard } from "./applicants-board";
import { useAnnouncer } from "./live-announcer";
import { RejectDialog } from "./reject-dialog";

/*
 * A posting's applicants (decision 040): the list or the board, the filters (in the URL: changing one
 * renders the page again on the server), "load more" per list or column from the API, and moves of
 * one or many applicants by the Move menu, the checkboxes' bulk bar or (board) drag and keyboard.
 * A move shows at once and is rolled back, with the reason announced, when the server refuses it.
 */
export type ApplicantsViewProps = {
  postingId: string;
  view: "list" | "board";
  stages: StageView[];
  questions: FilterQuestion[];
  filters: ApplicantFilters;
  canMove: boolean;
  list?: { page: ApplicantPage; counts: Record<string, number> };
  columns?: BoardColumn[];
  now: number;
};

type PendingReject = { ids: string[]; stage: StageView; who: string };

export function ApplicantsView(props: ApplicantsViewProps) {
  const { postingId, view, stages, questions, filters, canMove, now } = props;
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [page, setPage] = useState<ApplicantPage>(props.list?.page ?? { items: [], total: 0, nextCursor: null });
  const [counts, setCounts] = useState<Record<string, number>>(props.list?.counts ?? {});
  const [columns, setColumns] = useState<BoardColumn[]>(props.columns ?? []);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStage, setBulkStage] = useState("");
  const [reject, setReject] = useState<PendingReject | null>(null);
  const [busy, setBusy] = useState(false);
  const stageById = useMemo(() => new Map(stages.map((s) => [s.id, s])), [stages]);

  const allCards = useCallback((): ApplicantCard[] => (view === "list" ? page.items : columns.flatMap((c) => c.items)), [view, page, columns]);

  /** Applies a move to what is on screen (and, with `back`, undoes it). */
  const place = useCallback(
    (moves: { card: ApplicantCard; toStageId: string; at: string }[]) => {
      if (view === "list") {
        setPage((p) => ({ ...p, items: p.items.map((i) => moves.find((m) => m.card.id === i.id) ? { ...i, stageId: moves.find((m) => m.card.id === i.id)!.toStageId, stageEnteredAt: moves.find((m) => m.card.id === i.id)!.at } : i) }));
        setCounts((c) => {
          const next = { ...c };
          for (const m of moves) {
            next[m.card.stageId] = Math.max(0, (next[m.card.stageId] ?? 0) - 1);
            next[m.toStageId] = (next[m.toStageId] ?? 0) + 1;
          }
          return next;
        });
        return;
      }
      setColumns((cols) =>
        cols.map((col) => {
          const leaving = moves.filter((m) => m.card.stageId === col.id && m.toStageId !== col.id);
          const arriving = moves.filter((m) => m.toStageId === col.id && m.card.stageId !== col.id);
          if (!leaving.length && !arriving.length) return col;
          const items = [...arriving.map((m) => ({ ...m.card, stageId: col.id, stageEnteredAt: m.at })), ...col.items.filter((i) => !leaving.some((m) => m.card.id === i.id))];
          return { ...col, items, total: col.total - leaving.length + arriving.length };
        }),
      );
    },
    [view],
  );

  const move = useCallback(
    async (ids: string[], stage: StageView, rejection?: { reason: RejectionReason; note: string }) => {
      const cards = allCards().filter((c) => ids.includes(c.id) && c.stageId !== stage.id);
      if (!cards.length) return;
      if (stage.kind === "rejected" && !rejection) {
        setReject({ ids: cards.map((c) => c.id), stage, who: cards.length === 1 ? cards[0]!.name : `${cards.length} applicants` });
        return;
      }
      const at = new Date().toISOString();
      const forward = cards.map((card) => ({ card, toStageId: stage.id, at }));
      place(forward);
      setBusy(true);
      try {
        const result = await api.post<MoveResult>(postingMoveApi(postingId), { applicationIds: cards.map((c) => c.id), stageId: stage.id, ...(rejection ? { reason: rejection.reason, ...(rejection.note ? { note: rejection.note } : {}) } : {}) });
        const refused = result.refused.map((r) => ({ r, card: cards.find((c) => c.id === r.id)! })).filter((x) => x.card);
        if (refused.length) {
          place(refused.map(({ card }) => ({ card: { ...card, stageId: stage.id }, toStageId: card.stageId, at: card.stageEnteredAt })));
          announce(refused.map(({ r, card }) => `Could not move ${card.name}: ${r.message} It stays in ${stageById.get(card.stageId)?.name ?? "its stage"}.`).join(" "), "error");
        }
        const moved = cards.filter((c) => result.moved.some((m) => m.id === c.id));
        if (moved.length) announce(`${moved.length === 1 ? `Moved ${moved[0]!.name}` : `Moved ${moved.length} applicants`} to ${stage.name}.${refused.length ? ` ${refused.length} could not be moved.` : ""}`, refused.length ? "error" : "info");
        setSelected(new Set());
      } catch (err) {
        place(cards.map((card) => ({ card: { ...card, stageId: stage.id }, toStageId: card.stageId, at: card.stageEnteredAt })));
        announce(`Could not move ${cards.length === 1 ? cards[0]!.name : `${cards.length} applicants`}: ${err instanceof ApiError ? err.message : "something went wrong"}. Nothing changed.`, "error");
      } finally {
        setBusy(false);
      }
    },
    [allCards, announce, place, postingId, stageById],
  );

  const loadMore = useCallback(
    async (stageId?: string) => {
      const cursor = view === "list" ? page.nextCursor : columns.find((c) => c.id === stageId)?.nextCursor;
      if (cursor === null || cursor === undefined) return;
      const query = { ...filterQuery(filters), view, cursor, ...(stageId ? { stage: stageId } : {}) };
      try {
        const res = await api.get<{ page: ApplicantPage }>(postingApplicantsApi(postingId), query);
        if (view === "list") setPage((p) => ({ items: [...p.items, ...res.page.items.filter((i) => !p.items.some((x) => x.id === i.id))], total: res.page.total, nextCursor: res.page.nextCursor }));
        else setColumns((cols) => cols.map((c) => (c.id === stageId ? { ...c, items: [...c.items, ...res.page.items.filter((i) => !c.items.some((x) => x.id === i.id))], total: res.page.total, nextCursor: res.page.nextCursor } : c)));
        announce(`Loaded ${res.page.items.length} more applicants.`);
      } catch (err) {
        announce(`Could not load more applicants: ${err instanceof ApiError ? err.message : "something went wrong"}.`, "error");
      }
    },
    [announce, columns, filters, page.nextCursor, postingId, view],
  );

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const setFilter = (patch: Partial<Record<string, string | undefined>>) => {
    const params = new URLSearchParams(filterQuery({ ...filters, ...patch } as ApplicantFilters));
    if (view === "board") params.set("view", "board");
    router.replace(`?${params.toString()}`, { scroll: false });
  };

  const total = view === "list" ? page.total : columns.reduce((n, c) => n + c.total, 0);
  const filtered = Boolean(filters.knockout || filters.answer || filters.minRating || filters.source || filters.stage || filters.withdrawn);

  return (
    <div className="flex flex-col gap-5">
      <Filters view={view} stages={stages} questions={questions} filters={filters} onChange={setFilter} />

      {canMove && selected.size > 0 ? (
        <div className="flex flex-wrap items-end gap-3 rounded-card border border-primary bg-primary-soft p-3" role="region" aria-label="Selected applicants">
          <p className="text-sm font-semibold">{selected.size} selected</p>
          <Field label="Move selected to" className="w-48">
            <NativeSelect value={bulkStage} onChange={(e) => setBulkStage(e.target.value)}>
              <option value="">Choose a stage</option>
              {stages.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button size="sm" disabled={!bulkStage || busy} onClick={() => stageById.get(bulkStage) && move([...selected], stageById.get(bulkStage)!)}>
            Move
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}

      {region}

      {total === 0 && view === "list" ? (
        <EmptyState icon={<Users />} title={filtered ? "No applicants match these filters" : "No applicants yet"} action={filtered ? <Button variant="outline" onClick={() => router.replace(view === "list" ? "?" : "?view=board")}>Clear the filters</Button> : undefined}>
          {filtered ? "Try fewer filters to see more people." : "When people apply to this posting on Upstep they appear here, newest first. Share the posting to reach more people."}
        </EmptyState>
      ) : view === "list" ? (
        <ListTable page={page} counts={counts} stages={stages} stageById={stageById} canMove={canMove} busy={busy} selected={selected} onToggle={toggle} onMove={move} onLoadMore={() => loadMore()} now={now} />
      ) : (
        <ApplicantsBoard columns={columns} stages={stages} canMove={canMove} busy={busy} selected={selected} onToggle={toggle} onMove={move} onLoadMore={loadMore} announce={announce} now={now} />
      )}

      <RejectDialog
        open={reject !== null}
        who={reject?.who ?? ""}
        stageName={reject?.stage.name ?? "Rejected"}
        pending={busy}
        onCancel={() => setReject(null)}
        onConfirm={(reason, note) => {
          const r = reject!;
          setReject(null);
          void move(r.ids, r.stage, { reason, note });
        }}
      />
    </div>
  );
}

function filterQuery(f: ApplicantFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.stage) q.stage = f.stage;
  if (f.knockout) q.knockout = f.knockout;
  if (f.answer) q.answer = f.answer;
  if (f.minRating) q.minRating = String(f.minRating);
  if (f.source) q.source = f.source;
  if (f.withdrawn) q.withdrawn = "1";
  if (f.sort && f.sort !== "applied-desc") q.sort = f.sort;
  return q;
}

function Filters({ view, stages, questions, filters, onChange }: { view: "list" | "board"; stages: StageView[]; questions: FilterQuestion[]; filters: ApplicantFilters; onChange: (patch: Partial<Record<string, string | undefined>>) => void }) {
  const knockValue = filters.answer ? `answer:${filters.answer}` : (filters.knockout ?? "");
  return (
    <form className="grid grid-cols-2 gap-3 lg:grid-cols-6" aria-label="Filter applicants" onSubmit={(e) => e.preventDefault()}>
      {view === "list" ? (
        <Field label="Stage">
          <NativeSelect value={filters.stage ?? ""} onChange={(e) => onChange({ stage: e.target.value || undefined })}>
            <option value="">All stages</option>
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field label="Knock-out answers">
        <NativeSelect
          value={knockValue}
          onChange={(e) => {
            const v = e.target.value;
            if (v.startsWith("answer:")) onChange({ answer: v.slice(7), knockout: undefined });
            else onChange({ knockout: v || undefined, answer: undefined });
          }}
        >
          <option value="">Everyone</option>
          <option value="knocked-out">Gave a knock-out answer</option>
          <option value="passed">Passed every question</option>
          {questions.map((q) => (
            <optgroup key={q.id} label={q.prompt}>
              {q.answers.map((a) => (
                <option key={a} value={`answer:${q.id}:${a}`}>
                  Answered {a}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Rating">
        <NativeSelect value={filters.minRating ? String(filters.minRating) : ""} onChange={(e) => onChange({ minRating: e.target.value || undefined })}>
          <option value="">Any rating</option>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {n === 5 ? "5 stars" : `${n} stars or more`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Source">
        <NativeSelect value={filters.source ?? ""} onChange={(e) => onChange({ source: e.target.value || undefined })}>
          <option value="">Any source</option>
          {(["search", "job-alert", "company-page", "saved-jobs", "direct"] as const).map((s) => (
            <option key={s} value={s}>
              {SOURCE_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Sort">
        <NativeSelect value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {Object.entries(APPLICANT_SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-center gap-2 self-end pb-2">
        <Checkbox id="show-withdrawn" checked={Boolean(filters.withdrawn)} onCheckedChange={(c) => onChange({ withdrawn: c === true ? "1" : undefined })} />
        <Label htmlFor="show-withdrawn" className="font-normal">
          Show withdrawn
        </Label>
      </div>
    </form>
  );
}

function ListTable({
  page,
  counts,
  stages,
  stageById,
  canMove,
  busy,
  selected,
  onToggle,
  onMove,
  onLoadMore,
  now,
}: {
  page: ApplicantPage;
  counts: Record<string, number>;
  stages: StageView[];
  stageById: Map<string, StageView>;
  canMove: boolean;
  busy: boolean;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  onMove: (ids: string[], stage: StageView) => void;
  onLoadMore: () => void;
  now: number;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {page.total} applicant{page.total === 1 ? "" : "s"} · {stages.map((s) => `${s.name} ${counts[s.id] ?? 0}`).join(" · ")}
      </p>
      <Table label="Applicants">
        <TableHeader>
          <TableRow>
            {canMove ? (
              <TableHead className="w-10">
                <span className="sr-only">Select</span>
              </TableHead>
            ) : null}
            <TableHead>Applicant</TableHead>
            <TableHead className="hidden sm:table-cell">Stage</TableHead>
            <TableHead className="hidden md:table-cell">Details</TableHead>
            {canMove ? <TableHead className="hidden text-right sm:table-cell">Actions</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.items.map((a) => (
            <TableRow key={a.id} data-testid="applicant-row">
              {canMove ? (
                <TableCell>
                  <Checkbox aria-label={`Select ${a.name}`} checked={selected.has(a.id)} disabled={a.candidateStage === "withdrawn"} onCheckedChange={(c) => onToggle(a.id, c === true)} />
                </TableCell>
              ) : null}
              <TableCell>
                <div className="flex min-w-0 flex-col gap-1">
                  <ApplicantName applicant={a} />
                  {a.headline ? <span className="text-sm text-muted-foreground">{a.headline}</span> : null}
                  <ApplicantBadges applicant={a} />
                  <div className="md:hidden">
                    <ApplicantFacts applicant={a} now={now} />
                  </div>
                  <p className="text-sm sm:hidden">Stage: {stageById.get(a.stageId)?.name ?? "Applied"}</p>
                  {canMove ? (
                    <div className="sm:hidden">
                      <MoveMenu applicant={a} stages={stages} disabled={busy || a.candidateStage === "withdrawn"} onMove={(s) => onMove([a.id], s)} />
                    </div>
                  ) : null}
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">{stageById.get(a.stageId)?.name ?? "Applied"}</TableCell>
              <TableCell className="hidden md:table-cell">
                <ApplicantFacts applicant={a} now={now} />
              </TableCell>
              {canMove ? (
                <TableCell className="hidden text-right sm:table-cell">
                  <MoveMenu applicant={a} stages={stages} disabled={busy || a.candidateStage === "withdrawn"} onMove={(s) => onMove([a.id], s)} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {page.nextCursor !== null ? (
        <div>
          <Button variant="outline" onClick={onLoadMore}>
            Load more applicants ({page.total - page.items.length} more)
          </Button>
        </div>
      ) : null}
    </div>
  );
}
