"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { HIRING_PIPELINES_PATH } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ArrowDown, ArrowUp } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { pipelineApi, pipelineStageApi, pipelineStageOrderApi, pipelineStagesApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";
import type { StageView } from "../types";

/*
 * "Edit pipeline" (decision 043): its name and description; its stages (rename, add, move up or
 * down, remove an empty one); archive or restore; delete. Each change saves at once and the page
 * refreshes; an error says why and keeps what was typed.
 */
export function PipelineSettings({ pipeline }: { pipeline: { id: string; name: string; description: string; archived: boolean; stages: StageView[] } }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(pipeline.name);
  const [description, setDescription] = useState(pipeline.description);
  const [names, setNames] = useState<Record<string, string>>({});
  const [newStage, setNewStage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (work: () => Promise<string | void>) => {
    setPending(true);
    setError(null);
    try {
      const said = await work();
      if (said) setStatus(said);
      router.refresh();
      return true;
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
      return false;
    } finally {
      setPending(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const order = pipeline.stages.map((s) => s.id);
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    void run(async () => {
      await api.put(pipelineStageOrderApi(pipeline.id), { stageIds: order });
      return `${pipeline.stages[index]!.name} moved ${by < 0 ? "up" : "down"}.`;
    });
  };

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            Edit pipeline
          </Button>
        </DialogTrigger>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>Edit pipeline</DialogTitle>
            <DialogDescription>Changes save as you make them.</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!name.trim()) return setError("Type a name for the pipeline");
              void run(async () => {
                await api.patch(pipelineApi(pipeline.id), { name: name.trim(), description: description.trim() });
                return "Name and description saved.";
              });
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-name`}>Name</Label>
              <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} maxLength={PIPELINE_LIMITS.name} autoComplete="off" />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-description`}>Description</Label>
              <Textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={PIPELINE_LIMITS.description} />
            </div>
            <div>
              <Button type="submit" size="sm" loading={pending}>
                Save name and description
              </Button>
            </div>
          </form>
          <section aria-labelledby={`${id}-stages`} className="flex flex-col gap-2">
            <h3 id={`${id}-stages`} className="text-base font-semibold">
              Stages
            </h3>
            <ol className="flex flex-col gap-2">
              {pipeline.stages.map((s, i) => (
                <li key={s.id} className="flex flex-wrap items-center gap-2">
                  <Input
                    aria-label={`Name of stage ${i + 1}`}
                    value={names[s.id] ?? s.name}
                    maxLength={PIPELINE_LIMITS.stageName}
                    className="h-control-sm w-44"
                    onChange={(e) => setNames((n) => ({ ...n, [s.id]: e.target.value }))}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending || (names[s.id] ?? s.name) === s.name}
                    onClick={() =>
                      void run(async () => {
                        await api.patch(pipelineStageApi(pipeline.id, s.id), { name: (names[s.id] ?? s.name).trim() });
                        return `Stage renamed to ${(names[s.id] ?? s.name).trim()}.`;
                      })
                    }
                  >
                    Rename<span className="sr-only"> {s.name}</span>
                  </Button>
                  <Button size="icon-sm" variant="ghost" disabled={pending || i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden="true" />
                    <span className="sr-only">Move {s.name} up</span>
                  </Button>
                  <Button size="icon-sm" variant="ghost" disabled={pending || i === pipeline.stages.length - 1} onClick={() => move(i, 1)}>
                    <ArrowDown aria-hidden="true" />
                    <span className="sr-only">Move {s.name} down</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() =>
                      void run(async () => {
                        await api.delete(pipelineStageApi(pipeline.id, s.id));
                        return `Stage ${s.name} removed.`;
                      })
                    }
                  >
                    Remove<span className="sr-only"> {s.name}</span>
                  </Button>
                  <span className="text-xs text-muted-foreground">{s.count === 1 ? "1 person" : `${s.count} people`}</span>
                </li>
              ))}
            </ol>
            <form
              noValidate
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!newStage.trim()) return setError("Type a name for the stage");
                void run(async () => {
                  await api.post(pipelineStagesApi(pipeline.id), { name: newStage.trim() });
                  const said = `Stage ${newStage.trim()} added.`;
                  setNewStage("");
                  return said;
                });
              }}
            >
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-new-stage`}>New stage</Label>
                <Input id={`${id}-new-stage`} value={newStage} onChange={(e) => setNewStage(e.target.value)} maxLength={PIPELINE_LIMITS.stageName} className="w-44" autoComplete="off" />
              </div>
              <Button type="submit" size="sm" variant="outline" disabled={pending}>
                Add stage
              </Button>
            </form>
          </section>
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Button
              size="sm"
              variant="outline"
              disabled={pending}
              onClick={() =>
                void run(async () => {
                  await api.patch(pipelineApi(pipeline.id), { archived: !pipeline.archived });
                  return pipeline.archived ? "Pipeline restored." : "Pipeline archived.";
                })
              }
            >
              {pipeline.archived ? "Restore pipeline" : "Archive pipeline"}
            </Button>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => setConfirmDelete(true)}>
              Delete pipeline
            </Button>
          </div>
          <p role="status" className="sr-only">
            {status}
          </p>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${pipeline.name}?`}
        description="The pipeline, its stages, its people and their history here go for good. Your company's comments on them stay."
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={pending}
        onConfirm={async () => {
          const ok = await run(async () => {
            await api.delete(pipelineApi(pipeline.id));
          });
          if (ok) {
            setConfirmDelete(false);
            router.push(HIRING_PIPELINES_PATH);
          }
        }}
      />
    </>
  );
}
