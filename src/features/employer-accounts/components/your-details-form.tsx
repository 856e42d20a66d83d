"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { YOUR_DETAILS_API } from "../endpoints";
import { yourDetailsSchema, type YourDetailsInput } from "../schemas";
import { useTeamAction } from "./use-team-action";

/** Your name (everywhere on Upstep) and your job title at the company the page acts for. */
export function YourDetailsForm({ companyId, companyName, name, jobTitle }: { companyId: string; companyName: string; name: string; jobTitle: string }) {
  const form = useForm<YourDetailsInput, unknown, z.output<typeof yourDetailsSchema>>({ resolver: zodResolver(yourDetailsSchema), defaultValues: { companyId, name, jobTitle } });
  const save = useTeamAction((values: z.output<typeof yourDetailsSchema>) => api.patch(YOUR_DETAILS_API, values), { done: "Your details are saved.", onDone: () => form.reset(form.getValues()) });
  return (
    <Form {...form}>
      <form noValidate aria-label="Your details" className="flex flex-col gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <FormField name="name" label="Your name" hint="Shown to your team and to candidates you write to." render={(field) => <Input autoComplete="name" {...field} />} />
        <FormField name="jobTitle" label={`Your job title at ${companyName}`} render={(field) => <Input autoComplete="organization-title" {...field} />} />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save your details
          </Button>
        </div>
      </form>
    </Form>
  );
}
