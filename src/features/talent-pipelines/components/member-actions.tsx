"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { pipelineMemberApi, pipelineMoveApi, pipelineTagsApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";
import type { StageView } from "../types";

/*
 * The opened person's own controls (decision 043): their stage, their tags (add one, remove one),
 * and removal from the pipeline. Members without pipelines.edit see the facts, not these.
 */
export function MemberActions({ pipelineId, memberId, stageId, stages, tags, closeHref }: { pipelineId: string; memberId: string; stageId: string; stages: StageView[]; tags: string[]; closeHref: string }) {
  const router = useRouter();
  const id = useId();
  const [stage, setStage] = useState(stageId);
  const [tag, setTag] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setPending(true);
    setError(null);
    try {
      setStatus(await work());
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await api.post(pipelineMoveApi(pipelineId), { memberIds: [memberId], stageId: stage });
            return `Moved to ${stages.find((s) => s.id === stage)?.name ?? "the stage"}.`;
          });
        }}
      >
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-stage`}>Stage</Label>
          <NativeSelect id={`${id}-stage`} value={stage} onChange={(e) => setStage(e.target.value)} className="w-48">
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" size="sm" disabled={stage === stageId} loading={pending}>
          Move
        </Button>
      </form>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Tags</p>
        {tags.length ? (
          <ul className="flex flex-wrap gap-2">
            {tags.map((t) => (
              <li key={t} className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-primary-soft py-0.5 pl-2.5 pr-1 text-xs font-semibold text-primary-soft-foreground">
                {t}
                <button
                  type="button"
                  className="grid size-6 place-content-center rounded-full hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() =>
                    void run(async () => {
                      await api.post(pipelineTagsApi(pipelineId), { memberIds: [memberId], remove: [t] });
                      return `Tag “${t}” removed.`;
                    })
                  }
                >
                  <X aria-hidden="true" className="size-3" />
                  <span className="sr-only">Remove tag {t}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No tags yet.</p>
        )}
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const value = tag.trim();
            if (!value) return setError("Type a tag first.");
            if (value.length > PIPELINE_LIMITS.tag) return setError(`A tag must be less than ${PIPELINE_LIMITS.tag} characters`);
            void run(async () => {
              await api.post(pipelineTagsApi(pipelineId), { memberIds: [memberId], add: [value] });
              setTag("");
              return `Tag “${value}” added.`;
            });
          }}
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-tag`}>New tag</Label>
            <Input id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)} autoComplete="off" className="w-48" />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={pending}>
            Add tag
          </Button>
        </form>
      </div>
      <div>
        <Button
          size="sm"
          variant="ghost"
          disabled={pending}
          onClick={() =>
            void run(async () => {
              await api.delete(pipelineMemberApi(pipelineId, memberId));
              router.push(closeHref, { scroll: false });
              return "Removed from the pipeline.";
            })
          }
        >
          Remove from pipeline
        </Button>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
