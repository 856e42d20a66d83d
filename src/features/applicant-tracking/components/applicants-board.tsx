"use client";

import { useMemo, useState } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from "@dnd-kit/core";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Menu } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import type { ApplicantCard, BoardColumn, StageView } from "../types";
import { ApplicantBadges, ApplicantFacts, ApplicantName, MoveMenu } from "./applicant-card";

/*
 * The board (decision 040): a column per stage of the company; each column shows its first page and
 * loads more. A card moves by dragging its handle (dnd-kit's pointer sensor), by keyboard (focus the
 * handle, Space to pick it up, the arrow keys go to the next or previous stage, Space drops it,
 * Escape cancels; dnd-kit announces each step to screen readers with the words below), or without
 * dragging by its Move menu or the checkboxes' bulk bar.
 */
type Props = {
  columns: BoardColumn[];
  stages: StageView[];
  canMove: boolean;
  busy: boolean;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  onMove: (ids: string[], stage: StageView) => void;
  onLoadMore: (stageId: string) => void;
  announce: (text: string) => void;
  now: number;
};

const columnId = (stageId: string) => `stage:${stageId}`;

/** Arrow keys jump a picked-up card to the next or previous stage's column (in the company's order). */
function stageCoordinates(order: string[]): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const forward = event.code === "ArrowRight" || event.code === "ArrowDown";
    const back = event.code === "ArrowLeft" || event.code === "ArrowUp";
    if (!forward && !back) return undefined;
    event.preventDefault();
    const current = (context.over?.id as string | undefined) ?? (context.active ? columnId(String(context.active.data.current?.stageId)) : undefined);
    const at = current ? order.indexOf(current) : -1;
    const nextId = order[Math.min(order.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
    const rect = nextId ? context.droppableRects.get(nextId) : undefined;
    if (!rect) return undefined;
    return { x: rect.left + 12, y: rect.top + 12 };
  };
}

export function ApplicantsBoard({ columns, stages, canMove, busy, selected, onToggle, onMove, onLoadMore, now }: Props) {
  const order = useMemo(() => stages.map((s) => columnId(s.id)), [stages]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: stageCoordinates(order) }));
  const cards = useMemo(() => new Map(columns.flatMap((c) => c.items.map((i) => [i.id, i] as const))), [columns]);
  const stageName = (id: unknown) => stages.find((s) => columnId(s.id) === id || s.id === id)?.name ?? "a stage";
  const nameOf = (id: unknown) => cards.get(String(id))?.name ?? "The applicant";
  const [dragging, setDragging] = useState<string | null>(null);

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} in ${stageName(active.data.current?.stageId)}. Use the arrow keys to go to another stage, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : `${nameOf(active.id)} is not over a stage.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped in ${stageName(over.id)}.` : `${nameOf(active.id)} was dropped outside the stages and did not move.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays in ${stageName(active.data.current?.stageId)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const stage = stages.find((s) => columnId(s.id) === over.id);
    const card = cards.get(String(active.id));
    if (stage && card && card.stageId !== stage.id) onMove([card.id], stage);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: "To move an applicant to another stage, press Space on the handle, then the arrow keys to choose the stage, and Space again to drop. Escape cancels." } }}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:overflow-x-auto lg:pb-2" data-testid="applicants-board">
        {columns.map((column) => (
          <Column key={column.id} column={column} stages={stages} canMove={canMove} busy={busy} selected={selected} onToggle={onToggle} onMove={onMove} onLoadMore={onLoadMore} now={now} dragging={dragging} />
        ))}
      </div>
    </DndContext>
  );
}

function Column({ column, stages, canMove, busy, selected, onToggle, onMove, onLoadMore, now, dragging }: Omit<Props, "columns" | "announce"> & { column: BoardColumn; dragging: string | null }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(column.id) });
  const headingId = `column-${column.id}`;
  return (
    <section ref={setNodeRef} aria-labelledby={headingId} data-testid="board-column" data-stage={column.name} className={cn("flex min-w-0 flex-col gap-3 rounded-card border border-border bg-muted p-3 lg:w-72 lg:shrink-0", isOver && dragging ? "border-primary bg-primary-soft" : "")}>
      <h2 id={headingId} className="flex items-center justify-between text-base font-semibold">
        <span>{column.name}</span>
        <span className="text-sm font-normal text-muted-foreground">{column.total}</span>
      </h2>
      {column.items.length === 0 ? <p className="text-sm text-muted-foreground">No applicants in {column.name}.</p> : null}
      <ul className="flex flex-col gap-2">
        {column.items.map((card) => (
          <li key={card.id}>
            <Card card={card} stages={stages} canMove={canMove} busy={busy} selected={selected.has(card.id)} onToggle={onToggle} onMove={onMove} now={now} />
          </li>
        ))}
      </ul>
      {column.nextCursor !== null ? (
        <Button variant="outline" size="sm" onClick={() => onLoadMore(column.id)}>
          Load more ({column.total - column.items.length} more)
        </Button>
      ) : null}
    </section>
  );
}

function Card({ card, stages, canMove, busy, selected, onToggle, onMove, now }: { card: ApplicantCard; stages: StageView[]; canMove: boolean; busy: boolean; selected: boolean; onToggle: (id: string, on: boolean) => void; onMove: (ids: string[], stage: StageView) => void; now: number }) {
  const movable = canMove && card.candidateStage !== "withdrawn";
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: card.id, data: { stageId: card.stageId }, disabled: !movable || busy });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <article ref={setNodeRef} style={style} data-testid="applicant-card" data-name={card.name} className={cn("flex flex-col gap-2 rounded-card border border-border bg-card p-3 shadow-sm", isDragging ? "relative z-10 shadow-lg ring-2 ring-ring" : "")}>
      <div className="flex items-start gap-2">
        {movable ? <Checkbox aria-label={`Select ${card.name}`} checked={selected} onCheckedChange={(c) => onToggle(card.id, c === true)} className="mt-0.5" /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <ApplicantName applicant={card} />
          {card.headline ? <span className="truncate text-sm text-muted-foreground">{card.headline}</span> : null}
        </div>
        {movable ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${card.name} to another stage`}
            className="grid size-control-sm shrink-0 cursor-grab touch-none place-content-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="drag-handle"
          >
            <Menu aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <ApplicantBadges applicant={card} />
      <ApplicantFacts applicant={card} now={now} />
      {movable ? (
        <div>
          <MoveMenu applicant={card} stages={stages} disabled={busy} onMove={(s) => onMove([card.id], s)} />
        </div>
      ) : null}
    </article>
  );
}
