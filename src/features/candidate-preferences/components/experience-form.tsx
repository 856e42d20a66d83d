"use client";

import Link from "next/link";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect } from "@/components/ui/input";
import { showServerIssues } from "@/features/candidate-profile/components/server-issues";
import { EXPERIENCE_API } from "../paths";
import { EXPERIENCE_LEVELS, experienceSchema, PREFERENCE_LIMITS, type ExperienceInput, type ExperienceValues } from "../schemas";
import type { CandidatePreferences, CategoryOption, ExperienceView } from "../types";
import { ChoiceGroupField } from "./choice-group-field";

function toInput(e: ExperienceView): ExperienceInput {
  return { experienceLevel: e.experienceLevel, industries: e.industries, peopleManaged: e.peopleManaged === null ? "" : String(e.peopleManaged) };
}

type Props = {
  initial: ExperienceView;
  categories: CategoryOption[];
  /** Years of experience as saved on personal info (candidate_profiles), shown here read-only. */
  yearsOfExperience: number | null;
  personalInfoHref: string;
};

/* Experience (decision 027): level, industries worked in, people managed; years of experience stay on personal info. */
export function ExperienceForm({ initial, categories, yearsOfExperience, personalInfoHref }: Props) {
  const form = useForm<ExperienceInput, unknown, ExperienceValues>({ resolver: zodResolver(experienceSchema), defaultValues: toInput(initial), mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: ExperienceInput) => api.put<CandidatePreferences>(EXPERIENCE_API, values),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.reset(toInput(saved.experience));
      void loadToast().then((toast) => toast.success("Experience saved."));
    },
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-6" aria-label="Experience">
        <div className="flex flex-col gap-1 rounded-md bg-muted p-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <p>
            <span className="font-semibold">Years of experience:</span>{" "}
            <span data-testid="years-of-experience">{yearsOfExperience === null ? "not given yet" : `${yearsOfExperience} ${yearsOfExperience === 1 ? "year" : "years"}`}</span>
            <span className="block text-muted-foreground">Kept with your personal info.</span>
          </p>
          <Link href={personalInfoHref} className="shrink-0 font-semibold">
            Edit years of experience
          </Link>
        </div>
        <FormField
          name="experienceLevel"
          label="Experience level"
          render={(f) => (
            <NativeSelect {...f} disabled={busy}>
              <option value="">Prefer not to say</option>
              {EXPERIENCE_LEVELS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label} ({l.hint.charAt(0).toLowerCase() + l.hint.slice(1)})
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <ChoiceGroupField<ExperienceInput>
          name="industries"
          legend="Industries you have worked in"
          hint={categories.length ? `Up to ${PREFERENCE_LIMITS.industries}.` : "No industries are listed yet."}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          disabled={busy}
        />
        <FormField name="peopleManaged" label="People managed" hint="How many people reported to you at most; leave empty if none." render={(f) => <Input {...f} inputMode="numeric" className="sm:max-w-48" disabled={busy} />} />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={busy}>
            Save experience
          </Button>
        </div>
      </form>
    </Form>
  );
}
