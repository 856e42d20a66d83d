"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PROMOTION_MESSAGES as M } from "../messages";
import { PROMOTIONS_API, promotionJobPickerApiPath } from "../paths";
import type { JobPickerItem, PromotionDto } from "../types";
import { fieldIssues } from "./api-issues";
import { PromotionFields, type PromotionValues } from "./promotion-fields";

/*
 * Promote a job: find it by title, company or id (the server searches open jobs), pick one, give the
 * dates and the boost. What was typed stays after an error; the server's messages show by the fields.
 */
export function PromoteJobForm({ today, defaultEnd }: { today: string; defaultEnd: string }) {
  const router = useRouter();
  const [q, setQ] = useState("");
  const [chosen, setChosen] = useState<JobPickerItem | null>(null);
  const [values, setValues] = useState<PromotionValues>({ startDate: today, endDate: defaultEnd, boost: "1" });
  const find = useMutation({ mutationFn: (term: string) => api.get<{ jobs: JobPickerItem[] }>(promotionJobPickerApiPath(term)), meta: { silent: true } });
  const save = useMutation({
    mutationFn: () => api.post<PromotionDto>(PROMOTIONS_API, { jobId: chosen?.id ?? "", startDate: values.startDate, endDate: values.endDate, boost: Number(values.boost) }),
    meta: { silent: true },
    onSuccess: () => {
      toast.success(M.created);
      setChosen(null);
      find.reset();
      setQ("");
      router.refresh();
    },
  });
  const errors = fieldIssues(save.error);
  const results = find.data?.jobs;

  const onFind = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) find.mutate(q.trim());
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <form role="search" aria-label="Find a job to promote" onSubmit={onFind} className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
        <Field id="promote-find" label="Find the job (title, company or job id)" className="flex-1 sm:max-w-md" error={errors.jobId}>
          <Input type="search" value={q} maxLength={200} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" loading={find.isPending}>
          Find jobs
        </Button>
      </form>
      <ErrorAlert error={find.error} />
      {results ? (
        results.length ? (
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Choose the job ({results.length} found)</legend>
            {results.map((job) => (
              <label key={job.id} className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary">
                <input type="radio" name="promote-job" value={job.id} checked={chosen?.id === job.id} onChange={() => setChosen(job)} className="mt-1" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium [overflow-wrap:anywhere]">{job.title}</span>
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    {job.companyName}
                    {job.locationText ? ` · ${job.locationText}` : ""}
                  </span>
                  {job.isPromoted ? (
                    <Badge tone="primary" className="mt-1 w-fit">
                      Promoted Job
                    </Badge>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" role="status">
            No open job matches “{find.variables}”. Try part of the title, the company, or paste the job id.
          </p>
        )
      ) : null}
      <form
        aria-label="Promotion dates and boost"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        className="flex min-w-0 flex-col gap-4"
      >
        <PromotionFields idPrefix="promote" values={values} onChange={setValues} errors={errors} />
        {save.error && !Object.keys(errors).length ? <ErrorAlert error={save.error} /> : null}
        {save.error && errors.jobId ? <p className="text-sm text-danger">{errors.jobId}</p> : null}
        <div>
          <Button type="submit" loading={save.isPending} disabled={!chosen}>
            {chosen ? `Promote “${chosen.title.length > 40 ? `${chosen.title.slice(0, 40)}…` : chosen.title}”` : "Promote the job"}
          </Button>
          {!chosen ? <p className="mt-1 text-sm text-muted-foreground">Find and choose a job first.</p> : null}
        </div>
      </form>
    </div>
  );
}
