"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { api } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect } from "@/components/ui/input";
import { okrFiguresApi } from "../paths";
import { manualFigureInputSchema, type ManualFigureInput, type ManualFigureValues } from "../schemas";
import type { MetricInfo } from "../types";
import { applyServerErrors } from "./apply-server-errors";

const FIELDS = ["metricKey", "day", "value"] as const;

/** Records a day's Google Analytics figure (replacing that day's earlier one). */
export function ManualFigureForm({ metrics, today }: { metrics: MetricInfo[]; today: string }) {
  const router = useRouter();
  const [banner, setBanner] = useState<{ tone: "danger" | "success"; text: string } | null>(null);
  const defaults: ManualFigureInput = { metricKey: metrics[0]?.key ?? "", day: today, value: "" };
  const form = useForm<ManualFigureInput, unknown, ManualFigureValues>({ resolver: zodResolver(manualFigureInputSchema), defaultValues: defaults, mode: "onTouched" });
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await api.put(okrFiguresApi, form.getValues());
      const label = metrics.find((m) => m.key === values.metricKey)?.label ?? values.metricKey;
      setBanner({ tone: "success", text: `Recorded ${values.value.toLocaleString("en-US")} for ${label} on ${values.day}.` });
      form.reset({ ...form.getValues(), value: "" });
      router.refresh();
    } catch (err) {
      setBanner({ tone: "danger", text: applyServerErrors(err, form.setError, FIELDS) });
    }
  });
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Record a Google Analytics figure" className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
        {banner ? (
          <div role="status" className="sm:col-span-2 lg:col-span-4">
            <Alert tone={banner.tone}>{banner.text}</Alert>
          </div>
        ) : null}
        <FormField
          name="metricKey"
          label="Metric"
          render={(f) => (
            <NativeSelect {...f}>
              {metrics.map((m) => (
                <option key={m.key} value={m.key}>
                  {m.label}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <FormField name="day" label="Day (UTC)" render={(f) => <Input {...f} type="date" />} />
        <FormField name="value" label="Value" render={(f) => <Input {...f} value={String(f.value ?? "")} inputMode="decimal" autoComplete="off" />} />
        <div className="flex items-end lg:pt-7">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Record the figure
          </Button>
        </div>
      </form>
    </Form>
  );
}
