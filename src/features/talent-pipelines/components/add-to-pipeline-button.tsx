"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { hiringPipelinePath } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { Plus } from "@/components/ui/icons";
import { companyPipelinesApi, pipelineMembersApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";
import type { PipelineSummary } from "../types";

/*
 * "Add to talent pipeline" (decision 043): on talent search results, the talent profile and the
 * applicant page. The dialog loads the company's pipelines when it opens (nothing is fetched before),
 * chooses one and a stage or names a new pipeline (created with the default stages), adds the
 * people and says where they went with a link to the pipeline. Errors say what went wrong; what was
 * chosen stays.
 */
const NEW = "__new__";

type Props = {
  companyId: string;
  candidateUserIds: string[];
  source: "search" | "applicant";
  sourceApplicationId?: string;
  label?: string;
};

type AddResult = { added: number; alreadyIn: number; unavailable: number; pipelineId: string };

function resultText(r: AddResult, pipelineName: string): string {
  const parts: string[] = [];
  if (r.added) parts.push(`${r.added === 1 ? "1 person" : `${r.added} people`} added to ${pipelineName}.`);
  if (r.alreadyIn) parts.push(`${r.alreadyIn === 1 ? "1 person was" : `${r.alreadyIn} people were`} already in it.`);
  if (r.unavailable) parts.push(`${r.unavailable === 1 ? "1 profile is" : `${r.unavailable} profiles are`} no longer available.`);
  return parts.join(" ") || "Nobody was added.";
}

export function AddToPipelineButton({ companyId, candidateUserIds, source, sourceApplicationId, label = "Add to talent pipeline" }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pipelines, setPipelines] = useState<PipelineSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pipelineId, setPipelineId] = useState("");
  const [stageId, setStageId] = useState("");
  const [newName, setNewName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ text: string; pipelineId: string; pipelineName: string } | null>(null);

  const load = async () => {
    setLoadError(null);
    try {
      const { pipelines: list } = await api.get<{ pipelines: PipelineSummary[] }>(companyPipelinesApi(companyId));
      setPipelines(list);
      const first = list[0];
      setPipelineId((current) => current || (first ? first.id : NEW));
      setStageId((current) => current || (first?.stages[0]?.id ?? ""));
    } catch (err) {
      setLoadError(err instanceof ApiError ? err.message : "Could not load your pipelines, please try again.");
    }
  };

  const chosen = pipelines?.find((p) => p.id === pipelineId);
  const nameError = pipelineId === NEW && newName.length > PIPELINE_LIMITS.name ? `Name must be less than ${PIPELINE_LIMITS.name} characters` : null;

  const submit = async () => {
    setError(null);
    if (pipelineId === NEW && !newName.trim()) return setError("Type a name for the new pipeline.");
    if (nameError) return setError(nameError);
    setPending(true);
    try {
      let target = chosen ? { id: chosen.id, name: chosen.name } : null;
      if (!target) {
        target = await api.post<{ id: string; name: string }>(companyPipelinesApi(companyId), { name: newName.trim() });
        setPipelineId(target.id);
        void load();
      }
      const result = await api.post<AddResult>(pipelineMembersApi(target.id), {
        candidateUserIds,
        source,
        ...(sourceApplicationId ? { sourceApplicationId } : {}),
        ...(chosen && stageId ? { stageId } : {}),
      });
      setDone({ text: resultText(result, target.name), pipelineId: target.id, pipelineName: target.name });
      // The page's own pipeline panel (the talent profile) shows the new place.
      router.refresh();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDone(null);
          setError(null);
          void load();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={candidateUserIds.length === 0}>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add to talent pipeline</DialogTitle>
          <DialogDescription>
            {candidateUserIds.length === 1 ? "Choose a pipeline and a stage for this person." : `Choose a pipeline and a stage for these ${candidateUserIds.length} people.`} Pipelines are private to your company.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <>
            <Alert tone="success">{done.text}</Alert>
            <DialogFooter>
              <Link href={hiringPipelinePath(done.pipelineId)} className={buttonClasses("primary")}>
                Open {done.pipelineName}
              </Link>
            </DialogFooter>
          </>
        ) : loadError ? (
          <>
            <Alert tone="danger">{loadError}</Alert>
            <DialogFooter>
              <Button variant="outline" onClick={() => void load()}>
                Try again
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field label="Pipeline">
              <NativeSelect
                value={pipelineId}
                disabled={!pipelines}
                onChange={(e) => {
                  setPipelineId(e.target.value);
                  setStageId(pipelines?.find((p) => p.id === e.target.value)?.stages[0]?.id ?? "");
                  setError(null);
                }}
              >
                {!pipelines ? <option value="">Loading your pipelines…</option> : null}
                {pipelines?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} ({p.memberCount})
                  </option>
                ))}
                {pipelines ? <option value={NEW}>New pipeline…</option> : null}
              </NativeSelect>
            </Field>
            {pipelineId === NEW ? (
              <Field label="Name of the new pipeline" hint="It starts with the stages Sourced, Contacted, Interested, Interviewing, Hired and Not a fit." error={nameError ?? undefined}>
                <Input value={newName} maxLength={PIPELINE_LIMITS.name + 20} onChange={(e) => setNewName(e.target.value)} autoComplete="off" />
              </Field>
            ) : chosen ? (
              <Field label="Stage">
                <NativeSelect value={stageId} onChange={(e) => setStageId(e.target.value)}>
                  {chosen.stages.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : null}
            {error ? <Alert tone="danger">{error}</Alert> : null}
            <DialogFooter>
              <Button type="submit" loading={pending} disabled={!pipelines}>
                Add
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
