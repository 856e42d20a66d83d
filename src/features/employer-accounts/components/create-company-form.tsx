"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api } from "@/lib/api/client";
import { HIRING_DASHBOARD_PATH } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { COMPANY_MATCH_API, EMPLOYER_COMPANY_API } from "../endpoints";
import { createCompanySchema, type CreateCompanyInput } from "../schemas";
import type { CompanyChoice, NameMatch } from "../types";
import { CompanyChoiceActions } from "./company-choice-actions";
import { CompanyMark } from "./company-mark";
import { useTeamAction } from "./use-team-action";

type Values = z.output<typeof createCompanySchema>;

/*
 * Create your company (you become its first owner). Before creating, the name is checked against the
 * companies already on Upstep: when one has it, the person chooses what to do about that one (ask to
 * join, join by domain, claim it) or creates a separate company of the same name under its own address.
 */
export function CreateCompanyForm({ defaultName, defaultJobTitle }: { defaultName: string; defaultJobTitle: string }) {
  const router = useRouter();
  const [existing, setExisting] = useState<CompanyChoice | null>(null);
  const form = useForm<CreateCompanyInput, unknown, Values>({ resolver: zodResolver(createCompanySchema), defaultValues: { name: defaultName, jobTitle: defaultJobTitle } });
  const create = useTeamAction((values: Values) => api.post<{ company: { id: string; name: string } }>(EMPLOYER_COMPANY_API, values), {
    done: (r) => `${(r as { company: { name: string } }).company.name} is on Upstep. Invite your team from Account settings, Team.`,
    onDone: () => router.push(HIRING_DASHBOARD_PATH),
  });
  const [checking, setChecking] = useState(false);

  async function submit(values: Values) {
    setExisting(null);
    create.reset();
    setChecking(true);
    try {
      const match = await api.get<NameMatch>(COMPANY_MATCH_API, { name: values.name });
      if (match.existing) return setExisting(match.existing);
    } catch {
      // The check is a courtesy: the server refuses a duplicate name on its own (409) and the form shows it.
    } finally {
      setChecking(false);
    }
    create.mutate(values);
  }

  const name = form.watch("name");
  return (
    <Form {...form}>
      <form noValidate aria-label="Create your company" className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => void submit(v))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="name" label="Company name" render={(field) => <Input autoComplete="organization" {...field} />} />
          <FormField name="jobTitle" label="Your job title" render={(field) => <Input autoComplete="organization-title" {...field} />} />
        </div>
        {existing ? (
          <Alert tone="warning" title={`${existing.name} is already on Upstep`}>
            <div className="mt-2 flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-3">
                <CompanyMark name={existing.name} logoUrl={existing.logoUrl} size="sm" />
                <span className="font-medium">{existing.name}</span>
                <CompanyChoiceActions choice={existing} jobTitle={form.getValues("jobTitle") ?? ""} />
              </div>
              <p>Is yours a different company of the same name?</p>
              <div>
                <Button type="button" variant="outline" size="sm" loading={create.isPending} onClick={() => create.mutate({ ...form.getValues(), separate: true } as Values)}>
                  Create a separate company named {name}
                </Button>
              </div>
            </div>
          </Alert>
        ) : null}
        <ErrorAlert error={create.error} />
        <div>
          <Button type="submit" loading={checking || create.isPending}>
            Create company
          </Button>
        </div>
      </form>
    </Form>
  );
}
