"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { SkillPicker } from "@/features/skills/components/skill-picker";
import type { SkillOption } from "@/features/skills/types";
import { SKILLS_API } from "../paths";
import { candidateSkillsSchema, type CandidateSkillsInput } from "../schemas";
import { showServerIssues } from "./server-issues";

/* The person's skills from the curated vocabulary (decision 022), saved on their own (decision 024). */
export function SkillsForm({ initial }: { initial: SkillOption[] }) {
  const form = useForm<CandidateSkillsInput>({ resolver: zodResolver(candidateSkillsSchema), defaultValues: { skills: initial.map((s) => s.slug) } });
  const save = useMutation({
    mutationFn: (values: CandidateSkillsInput) => api.put<SkillOption[]>(SKILLS_API, values),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.reset({ skills: saved.map((s) => s.slug) });
      void loadToast().then((toast) => toast.success("Skills saved."));
    },
    onError: (error) => showServerIssues(error, form.setError),
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-5" aria-label="Skills">
        <FormField
          name="skills"
          label="Your skills"
          hint="Type a skill and choose it from the list; employers search on these words."
          render={({ value, onChange, onBlur, name, ref }) => <SkillPicker ref={ref} name={name} value={value} onChange={onChange} onBlur={onBlur} knownSkills={initial} disabled={save.isPending} />}
        />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save skills
          </Button>
        </div>
      </form>
    </Form>
  );
}
