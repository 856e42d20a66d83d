"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { hiringPipelinePath } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ArrowDown, ArrowUp, Plus } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { companyPipelinesApi } from "../paths";
import { createPipelineSchema, DEFAULT_PIPELINE_STAGES, PIPELINE_LIMITS } from "../schemas";

/*
 * /hiring/custom-talent-pipeline's form (decision 043): a name, a description and the stages in
 * order (starting from the defaults: rename, add, reorder, remove). The server's schema checks it
 * here first; the server's answer (a taken name) shows beside the form, with everything kept.
 */
type Stage = { key: number; name: string };

export function CustomPipelineForm({ companyId }: { companyId: string }) {
  const router = useRouter();
  const id = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [stages, setStages] = useState<Stage[]>(DEFAULT_PIPELINE_STAGES.map((n, key) => ({ key, name: n })));
  const [nextKey, setNextKey] = useState<number>(DEFAULT_PIPELINE_STAGES.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const clear = (path: string) => setErrors((e) => (e[path] ? { ...e, [path]: "" } : e));
  const setStage = (key: number, value: string) => setStages((list) => list.map((s) => (s.key === key ? { ...s, name: value } : s)));
  const move = (index: number, by: -1 | 1) =>
    setStages((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={async (e) => {
        e.preventDefault();
        setFormError(null);
        const input = { name, description, stages: stages.map((s) => s.name) };
        const parsed = createPipelineSchema.safeParse(input);
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const path = issue.path.join(".");
            if (!next[path]) next[path] = issue.message;
          }
          setErrors(next);
          return;
        }
        setErrors({});
        setPending(true);
        try {
          const created = await api.post<{ id: string }>(companyPipelinesApi(companyId), parsed.data);
          router.push(hiringPipelinePath(created.id));
        } catch (err) {
          setFormError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
          setPending(false);
        }
      }}
    >
      <Field label="Name" error={errors.name || undefined} hint={`Different from your company's other pipelines; up to ${PIPELINE_LIMITS.name} characters.`}>
        <Input
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            clear("name");
          }}
          autoComplete="off"
        />
      </Field>
      <Field label="Description (optional)" error={errors.description || undefined}>
        <Textarea
          rows={3}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            clear("description");
          }}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">Stages, in order</legend>
        <ol className="flex flex-col gap-2">
          {stages.map((s, i) => (
            <li key={s.key} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  id={`${id}-stage-${s.key}`}
                  aria-label={`Stage ${i + 1}`}
                  value={s.name}
                  className="w-56 max-w-full"
                  aria-invalid={errors[`stages.${i}`] ? true : undefined}
                  aria-describedby={errors[`stages.${i}`] ? `${id}-stage-${s.key}-error` : undefined}
                  onChange={(e) => {
                    setStage(s.key, e.target.value);
                    clear(`stages.${i}`);
                  }}
                />
                <Button size="icon-sm" variant="ghost" disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp aria-hidden="true" />
                  <span className="sr-only">Move stage {i + 1} up</span>
                </Button>
                <Button size="icon-sm" variant="ghost" disabled={i === stages.length - 1} onClick={() => move(i, 1)}>
                  <ArrowDown aria-hidden="true" />
                  <span className="sr-only">Move stage {i + 1} down</span>
                </Button>
                <Button size="sm" variant="ghost" disabled={stages.length === 1} onClick={() => setStages((list) => list.filter((x) => x.key !== s.key))}>
                  Remove<span className="sr-only"> stage {i + 1}</span>
                </Button>
              </div>
              {errors[`stages.${i}`] ? (
                <p id={`${id}-stage-${s.key}-error`} className="text-sm font-medium text-danger-soft-foreground">
                  {errors[`stages.${i}`]}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        {errors.stages ? <p className="text-sm font-medium text-danger-soft-foreground">{errors.stages}</p> : null}
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={stages.length >= PIPELINE_LIMITS.stages}
            onClick={() => {
              setStages((list) => [...list, { key: nextKey, name: "" }]);
              setNextKey((k) => k + 1);
            }}
          >
            <Plus aria-hidden="true" />
            Add a stage
          </Button>
        </div>
      </fieldset>
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div>
        <Button type="submit" loading={pending}>
          Create pipeline
        </Button>
      </div>
    </form>
  );
}
