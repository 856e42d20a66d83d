"use client";

import { useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ArrowDown, ArrowUp } from "@/components/ui/icons";
import { Input, NativeSelect } from "@/components/ui/input";
import { pipelineOrderApi, pipelineStageApi, pipelineStagesApi } from "../paths";
import { ATS_LIMITS } from "../schemas";
import { CANDIDATE_STAGE_CHOICES, type ActiveCandidateStage, type StageView } from "../types";
import { useAnnouncer } from "./live-announcer";

/*
 * The hiring stages page's editor (decision 040; owners): rename any stage; add, reorder (up and down
 * buttons) and remove working stages, each choosing what the candidate sees while there. Applied
 * stays first, Hired and Rejected last. Others read the same list without the controls.
 */
const KIND_NOTE: Record<string, string> = {
  applied: "Where new applications arrive. The candidate sees Applied, then Viewed.",
  hired: "The candidate sees Hired. Final.",
  rejected: "Asks for a reason. The candidate sees Not selected.",
};
const candidateLabel = (v: string | null) => CANDIDATE_STAGE_CHOICES.find((c) => c.value === v)?.label ?? "";

export function PipelineEditor({ companyId, initial, canManage }: { companyId: string; initial: StageView[]; canManage: boolean }) {
  const [stages, setStages] = useState(initial);
  const [names, setNames] = useState<Record<string, string>>(Object.fromEntries(initial.map((s) => [s.id, s.name])));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [newName, setNewName] = useState("");
  const [newStage, setNewStage] = useState<ActiveCandidateStage>("in-review");
  const [pending, setPending] = useState<string | null>(null);
  const { announce, region } = useAnnouncer();

  const apply = (next: StageView[]) => {
    setStages(next);
    setNames((n) => ({ ...Object.fromEntries(next.map((s) => [s.id, n[s.id] ?? s.name])) }));
  };
  const run = async (key: string, work: () => Promise<{ stages: StageView[] }>, done: string, field?: string) => {
    setPending(key);
    setErrors((e) => ({ ...e, [field ?? key]: undefined }));
    try {
      apply((await work()).stages);
      announce(done);
      return true;
    } catch (err) {
      const message = err instanceof ApiError ? (err.fieldIssues[0]?.message ?? err.message) : "Something went wrong, please try again.";
      if (field) setErrors((e) => ({ ...e, [field]: message }));
      announce(message, "error");
      return false;
    } finally {
      setPending(null);
    }
  };
  const active = stages.filter((s) => s.kind === "active");
  const reorder = (id: string, by: number) => {
    const ids = active.map((s) => s.id);
    const at = ids.indexOf(id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    const name = stages.find((s) => s.id === id)?.name;
    void run(`order-${id}`, () => api.put(pipelineOrderApi(companyId), { stageIds: ids }), `${name} moved ${by < 0 ? "up" : "down"}.`);
  };

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-col gap-3">
        {stages.map((s, position) => {
          const i = active.findIndex((a) => a.id === s.id);
          return (
            <li key={s.id} className="flex flex-col gap-3 rounded-card border border-border bg-card p-4" data-testid="pipeline-stage">
              {canManage ? (
                <form
                  noValidate
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    const name = (names[s.id] ?? "").trim();
                    if (!name) return setErrors((x) => ({ ...x, [s.id]: "Type a valid Stage name" }));
                    if (name.length > ATS_LIMITS.stageName) return setErrors((x) => ({ ...x, [s.id]: `Stage name must be less than ${ATS_LIMITS.stageName} characters.` }));
                    void run(`rename-${s.id}`, () => api.patch(pipelineStageApi(companyId, s.id), { name }), `Renamed to ${name}.`, s.id);
                  }}
                >
                  <Field label={`Stage ${position + 1} name`} error={errors[s.id]} className="min-w-0 flex-1 sm:max-w-xs">
                    <Input value={names[s.id] ?? ""} onChange={(e) => setNames((n) => ({ ...n, [s.id]: e.target.value }))} />
                  </Field>
                  <Button type="submit" size="sm" variant="outline" loading={pending === `rename-${s.id}`} disabled={names[s.id] === s.name}>
                    Rename<span className="sr-only"> {s.name}</span>
                  </Button>
                </form>
              ) : (
                <h3 className="text-base font-semibold">{s.name}</h3>
              )}
              <p className="text-sm text-muted-foreground">{s.kind === "active" ? `The candidate sees ${candidateLabel(s.candidateStage)}.` : KIND_NOTE[s.kind]}</p>
              {canManage && s.kind === "active" ? (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="ghost" disabled={i === 0 || pending !== null} onClick={() => reorder(s.id, -1)} aria-label={`Move ${s.name} up`}>
                    <ArrowUp aria-hidden="true" className="size-4" /> Up
                  </Button>
                  <Button size="sm" variant="ghost" disabled={i === active.length - 1 || pending !== null} onClick={() => reorder(s.id, 1)} aria-label={`Move ${s.name} down`}>
                    <ArrowDown aria-hidden="true" className="size-4" /> Down
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending !== null}
                    onClick={() => run(`remove-${s.id}`, () => api.delete(pipelineStageApi(companyId, s.id)), `${s.name} removed.`)}
                  >
                    Remove<span className="sr-only"> {s.name}</span>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {region}
      {canManage ? (
        <form
          noValidate
          className="flex flex-col gap-3 rounded-card border border-dashed border-input p-4"
          aria-label="Add a stage"
          onSubmit={async (e) => {
            e.preventDefault();
            const name = newName.trim();
            if (!name) return setErrors((x) => ({ ...x, add: "Type a valid Stage name" }));
            if (name.length > ATS_LIMITS.stageName) return setErrors((x) => ({ ...x, add: `Stage name must be less than ${ATS_LIMITS.stageName} characters.` }));
            if (await run("add", () => api.post(pipelineStagesApi(companyId), { name, candidateStage: newStage }), `${name} added before Hired.`, "add")) setNewName("");
          }}
        >
          <h2 className="text-base font-semibold">Add a stage</h2>
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Stage name" error={errors.add} className="min-w-0 flex-1 sm:max-w-xs">
              <Input value={newName} onChange={(e) => setNewName(e.target.value)} />
            </Field>
            <Field label="The candidate sees" className="w-44">
              <NativeSelect value={newStage} onChange={(e) => setNewStage(e.target.value as ActiveCandidateStage)}>
                {CANDIDATE_STAGE_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button type="submit" size="sm" loading={pending === "add"}>
              Add stage
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
