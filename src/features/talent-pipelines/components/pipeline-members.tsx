"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { ChevronDown } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { cn } from "@/lib/cn";
import { pipelineMoveApi, pipelineRemoveApi, pipelineTagsApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";
import type { MemberView, StageView } from "../types";
import { displayName } from "./display-name";
import { formatDay } from "./format";

/*
 * A pipeline's people by stage (decision 043). Select one, several or a whole stage with the
 * checkboxes (keyboard: Tab and Space), then Move to a stage (a menu), add or remove a tag, or
 * remove them. Opening a person selects them in the page (their details, comments and history).
 * Without pipelines.edit the list is read-only.
 */
export type MemberRow = MemberView & { openHref: string };

export function PipelineMembers({ pipelineId, stages, members, canEdit, selectedId }: { pipelineId: string; stages: StageView[]; members: MemberRow[]; canEdit: boolean; selectedId?: string }) {
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [tag, setTag] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const ids = [...chosen].filter((c) => members.some((m) => m.id === c));
  const count = ids.length;
  const who = count === 1 ? "1 person" : `${count} people`;

  const toggle = (memberId: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(memberId);
      else next.delete(memberId);
      return next;
    });

  const run = async (work: () => Promise<string>) => {
    setPending(true);
    setError(null);
    try {
      const said = await work();
      setStatus(said);
      router.refresh();
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
      return false;
    } finally {
      setPending(false);
    }
  };

  const tagError = tag.trim().length > PIPELINE_LIMITS.tag ? `A tag must be less than ${PIPELINE_LIMITS.tag} characters` : tag.includes(",") ? "A tag cannot contain a comma" : null;
  const changeTag = (add: boolean) => {
    if (!tag.trim()) return setError("Type a tag first.");
    if (tagError) return setError(tagError);
    void run(async () => {
      await api.post(pipelineTagsApi(pipelineId), { memberIds: ids, add: add ? [tag.trim()] : [], remove: add ? [] : [tag.trim()] });
      const said = add ? `Tag “${tag.trim()}” added to ${who}.` : `Tag “${tag.trim()}” removed from ${who}.`;
      setTag("");
      return said;
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      {canEdit ? (
        <div role="region" aria-label="Act on selected people" className="flex flex-col gap-3 rounded-card border border-border bg-card p-3">
          <p className="text-sm font-semibold" aria-live="polite">
            {count ? `${who} selected` : "Select people to move, tag or remove them."}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button size="sm" variant="outline" disabled={!count || pending}>
                  Move to stage
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                <DropdownMenuLabel>Move {who} to</DropdownMenuLabel>
                {stages.map((s) => (
                  <DropdownMenuItem
                    key={s.id}
                    onSelect={() =>
                      void run(async () => {
                        const { moved } = await api.post<{ moved: number }>(pipelineMoveApi(pipelineId), { memberIds: ids, stageId: s.id });
                        setChosen(new Set());
                        return `${moved === 1 ? "1 person" : `${moved} people`} moved to ${s.name}.`;
                      })
                    }
                  >
                    {s.name}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <div className="flex min-w-0 flex-col gap-1">
              <Label htmlFor={`${id}-tag`} className="text-xs">
                Tag
              </Label>
              <Input id={`${id}-tag`} value={tag} className="h-control-sm w-40" autoComplete="off" onChange={(e) => setTag(e.target.value)} aria-invalid={tagError ? true : undefined} />
            </div>
            <Button size="sm" variant="outline" disabled={!count || pending} onClick={() => changeTag(true)}>
              Add tag
            </Button>
            <Button size="sm" variant="ghost" disabled={!count || pending} onClick={() => changeTag(false)}>
              Remove tag
            </Button>
            <Button size="sm" variant="ghost" disabled={!count || pending} onClick={() => setConfirmRemove(true)}>
              Remove from pipeline
            </Button>
          </div>
          {error ? <Alert tone="danger">{error}</Alert> : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
      {stages.map((stage) => {
        const inStage = members.filter((m) => m.stageId === stage.id);
        const allOn = inStage.length > 0 && inStage.every((m) => chosen.has(m.id));
        return (
          <section key={stage.id} aria-labelledby={`${id}-${stage.id}`} className="flex flex-col gap-2" data-testid="pipeline-stage">
            <div className="flex items-center gap-3">
              {canEdit && inStage.length ? (
                <NativeCheckbox
                  aria-label={`Select everyone in ${stage.name}`}
                  checked={allOn}
                  onChange={(e) => {
                    for (const m of inStage) toggle(m.id, e.target.checked);
                  }}
                />
              ) : null}
              <h2 id={`${id}-${stage.id}`} className="text-lg font-semibold">
                {stage.name} <span className="font-normal text-muted-foreground">({inStage.length})</span>
              </h2>
            </div>
            {inStage.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody here.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {inStage.map((m) => (
                  <li
                    key={m.id}
                    data-testid="pipeline-member"
                    className={cn("flex min-w-0 items-start gap-3 rounded-card border border-border bg-card p-3", m.id === selectedId && "border-primary ring-2 ring-ring/40")}
                  >
                    {canEdit ? <NativeCheckbox className="mt-0.5" aria-label={`Select ${displayName(m)}`} checked={chosen.has(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} /> : null}
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <Link href={m.openHref} scroll={false} aria-current={m.id === selectedId ? "true" : undefined} className="break-words font-semibold">
                        {displayName(m)}
                      </Link>
                      {m.available && (m.headline || m.location) ? <p className="break-words text-sm text-muted-foreground">{[m.headline, m.location].filter(Boolean).join(" · ")}</p> : null}
                      <p className="text-xs text-muted-foreground">
                        In {stage.name} since {formatDay(m.stageEnteredAt)}
                        {m.source === "applicant" ? " · from an application" : m.source === "search" ? " · from talent search" : ""}
                      </p>
                      {m.tags.length ? (
                        <ul className="flex flex-wrap gap-1" aria-label="Tags">
                          {m.tags.map((t) => (
                            <li key={t}>
                              <Badge tone="primary">{t}</Badge>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${who} from the pipeline?`}
        description="Their history in this pipeline and your company's comments stay."
        confirmLabel="Remove"
        confirmVariant="danger"
        loading={pending}
        onConfirm={async () => {
          const ok = await run(async () => {
            const { removed } = await api.post<{ removed: number }>(pipelineRemoveApi(pipelineId), { memberIds: ids });
            setChosen(new Set());
            return `${removed === 1 ? "1 person" : `${removed} people`} removed.`;
          });
          if (ok) setConfirmRemove(false);
        }}
      />
    </div>
  );
}
