"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect } from "@/components/ui/input";
import { SOURCE_LABELS } from "../labels";
import { okrKeyResultApi, okrObjectiveKeyResultsApi } from "../paths";
import { OKR_LIMITS, keyResultInputSchema, type KeyResultInput, type KeyResultValues } from "../schemas";
import type { MetricInfo } from "../types";
import { applyServerErrors } from "./apply-server-errors";

const FIELDS = ["title", "metricKey", "baseline", "target", "direction"] as const;

/** Adds a key result to an objective, or edits one: a metric of the catalogue, its baseline, target and direction. */
export function KeyResultDialog({
  objectiveId,
  objectiveTitle,
  keyResult,
  metrics,
  triggerLabel,
  triggerVariant = "outline",
}: {
  objectiveId: string;
  objectiveTitle: string;
  keyResult?: { id: string; title: string; metricKey: string; baseline: number; target: number; direction: "up" | "down" };
  /** The metrics a key result may be bound to now (the flag decides). */
  metrics: MetricInfo[];
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const defaults: KeyResultInput = keyResult
    ? { title: keyResult.title, metricKey: keyResult.metricKey, baseline: String(keyResult.baseline), target: String(keyResult.target), direction: keyResult.direction }
    : { title: "", metricKey: "", baseline: "0", target: "", direction: "up" };
  const form = useForm<KeyResultInput, unknown, KeyResultValues>({ resolver: zodResolver(keyResultInputSchema), defaultValues: defaults, mode: "onTouched" });
  const groups = (["google-analytics", "first-party"] as const).map((s) => ({ source: s, items: metrics.filter((m) => m.source === s) })).filter((g) => g.items.length);

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    try {
      const raw = form.getValues();
      if (keyResult) await api.patch(okrKeyResultApi(keyResult.id), raw);
      else await api.post(okrObjectiveKeyResultsApi(objectiveId), raw);
      setOpen(false);
      if (!keyResult) form.reset(defaults);
      router.refresh();
    } catch (err) {
      setBanner(applyServerErrors(err, form.setError, FIELDS));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={keyResult ? `Edit the key result ${keyResult.title}` : `Add a key result to ${objectiveTitle}`}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{keyResult ? "Edit the key result" : "Add a key result"}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            For “{objectiveTitle}”. The actual is the metric&apos;s total from the objective&apos;s first day; the baseline counts as 0 % and the target as 100 %.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            {banner ? <Alert tone="danger">{banner}</Alert> : null}
            <FormField name="title" label="Key result" render={(f) => <Input {...f} maxLength={OKR_LIMITS.title + 20} autoComplete="off" />} />
            <FormField
              name="metricKey"
              label="Metric"
              render={(f) => (
                <NativeSelect {...f}>
                  <option value="">Choose a metric</option>
                  {groups.map((g) => (
                    <optgroup key={g.source} label={SOURCE_LABELS[g.source]}>
                      {g.items.map((m) => (
                        <option key={m.key} value={m.key}>
                          {m.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect>
              )}
            />
            <FormField
              name="direction"
              label="The figure should go"
              render={(f) => (
                <NativeSelect {...f}>
                  <option value="up">Up (reach the target)</option>
                  <option value="down">Down (stay under the target)</option>
                </NativeSelect>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="baseline" label="Baseline" render={(f) => <Input {...f} value={String(f.value ?? "")} inputMode="decimal" autoComplete="off" />} />
              <FormField name="target" label="Target" render={(f) => <Input {...f} value={String(f.value ?? "")} inputMode="decimal" autoComplete="off" />} />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {keyResult ? "Save the key result" : "Add the key result"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
