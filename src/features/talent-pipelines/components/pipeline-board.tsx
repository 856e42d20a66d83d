"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
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
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Menu } from "@/components/ui/icons";
import { cn } from "@/lib/cn";
import { pipelineMoveApi } from "../paths";
import type { StageView } from "../types";
import { displayName } from "./display-name";
import type { MemberRow } from "./pipeline-members";

/*
 * A pipeline as a board (decision 043, like the applicant board of decision 040): a column per stage.
 * A card moves by dragging its handle, or by keyboard (focus the handle, Space to pick it up, arrow
 * keys to the next or previous stage, Space to drop, Escape to cancel), each step announced. The list
 * view's checkboxes and Move menu do the same without dragging.
 */
const columnId = (stageId: string) => `stage:${stageId}`;

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
    return rect ? { x: rect.left + 12, y: rect.top + 12 } : undefined;
  };
}

export function PipelineBoard({ pipelineId, stages, members, canEdit }: { pipelineId: string; stages: StageView[]; members: MemberRow[]; canEdit: boolean }) {
  const router = useRouter();
  const order = useMemo(() => stages.map((s) => columnId(s.id)), [stages]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: stageCoordinates(order) }));
  const byId = useMemo(() => new Map(members.map((m) => [m.id, m] as const)), [members]);
  const [dragging, setDragging] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const stageName = (id: unknown) => stages.find((s) => columnId(s.id) === id || s.id === id)?.name ?? "a stage";
  const nameOf = (id: unknown) => {
    const m = byId.get(String(id));
    return m ? displayName(m) : "The person";
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} in ${stageName(active.data.current?.stageId)}. Use the arrow keys to go to another stage, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : `${nameOf(active.id)} is not over a stage.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} was dropped in ${stageName(over.id)}.` : `${nameOf(active.id)} was dropped outside the stages and did not move.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled. It stays in ${stageName(active.data.current?.stageId)}.`,
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const stage = stages.find((s) => columnId(s.id) === over.id);
    const member = byId.get(String(active.id));
    if (!stage || !member || member.stageId === stage.id) return;
    setError(null);
    try {
      await api.post(pipelineMoveApi(pipelineId), { memberIds: [member.id], stageId: stage.id });
      setStatus(`${displayName(member)} moved to ${stage.name}.`);
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={rectIntersection}
        accessibility={{ announcements, screenReaderInstructions: { draggable: "To move a person to another stage, press Space on the handle, then the arrow keys to choose the stage, and Space again to drop. Escape cancels." } }}
        onDragStart={({ active }) => setDragging(String(active.id))}
        onDragCancel={() => setDragging(null)}
        onDragEnd={(e) => void onDragEnd(e)}
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:overflow-x-auto lg:pb-2" data-testid="pipeline-board">
          {stages.map((stage) => (
            <Column key={stage.id} stage={stage} members={members.filter((m) => m.stageId === stage.id)} canEdit={canEdit} dragging={dragging} />
          ))}
        </div>
      </DndContext>
    </div>
  );
}

function Column({ stage, members, canEdit, dragging }: { stage: StageView; members: MemberRow[]; canEdit: boolean; dragging: string | null }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage.id) });
  const headingId = `board-column-${stage.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={stage.name}
      className={cn("flex min-w-0 flex-col gap-3 rounded-card border border-border bg-muted p-3 lg:w-64 lg:shrink-0", isOver && dragging ? "border-primary bg-primary-soft" : "")}
    >
      <h2 id={headingId} className="flex items-center justify-between text-base font-semibold">
        <span>{stage.name}</span>
        <span className="text-sm font-normal text-muted-foreground">{members.length}</span>
      </h2>
      {members.length === 0 ? <p className="text-sm text-muted-foreground">Nobody here.</p> : null}
      <ul className="flex flex-col gap-2">
        {members.map((m) => (
          <li key={m.id}>
            <Card member={m} canEdit={canEdit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Card({ member, canEdit }: { member: MemberRow; canEdit: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: member.id, data: { stageId: member.stageId }, disabled: !canEdit });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const name = displayName(member);
  return (
    <article ref={setNodeRef} style={style} data-testid="board-card" className={cn("flex flex-col gap-2 rounded-card border border-border bg-card p-3 shadow-sm", isDragging ? "relative z-10 shadow-lg ring-2 ring-ring" : "")}>
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <Link href={member.openHref} scroll={false} className="break-words font-semibold">
            {name}
          </Link>
          {member.available && member.headline ? <span className="break-words text-sm text-muted-foreground">{member.headline}</span> : null}
        </div>
        {canEdit ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${name} to another stage`}
            className="grid size-control-sm shrink-0 cursor-grab touch-none place-content-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="drag-handle"
          >
            <Menu aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {member.tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {member.tags.map((t) => (
            <li key={t}>
              <Badge tone="primary">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
