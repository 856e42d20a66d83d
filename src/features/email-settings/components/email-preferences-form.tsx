"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { EMAIL_CATEGORIES } from "@/lib/email/categories";
import type { EmailPreferences } from "@/lib/email/preferences";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";
import { EMAIL_PREFERENCES_API } from "../endpoints";
import { EMAIL_SETTINGS_MESSAGES as M } from "../messages";
import { emailPreferencesFormSchema, type EmailPreferencesFormValues } from "../schemas";

/*
 * One switch per mail category, saved together with PATCH /api/email/preferences. A failed save keeps
 * what the person chose on screen and shows the server's message; a saved one becomes the new baseline.
 */
export function EmailPreferencesForm({ initial }: { initial: EmailPreferences }) {
  const form = useForm<EmailPreferencesFormValues>({ resolver: zodResolver(emailPreferencesFormSchema), defaultValues: initial });
  const save = useMutation({
    mutationFn: (values: EmailPreferencesFormValues) => api.patch<{ preferences: EmailPreferences }>(EMAIL_PREFERENCES_API, values),
    meta: { silent: true },
    onSuccess: ({ preferences }) => {
      form.reset(preferences);
      void loadToast().then((toast) => toast.success(M.saved));
    },
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-6">
        <fieldset className="min-w-0">
          <legend className="sr-only">{M.formLegend}</legend>
          <ul className="divide-y divide-border">
            {EMAIL_CATEGORIES.map((category) => (
              <li key={category.key} className="py-4 first:pt-0 last:pb-0">
                <FormField
                  name={category.key}
                  label={category.label}
                  hint={category.description}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1"
                  render={({ value, onChange, onBlur, name, ref }) => (
                    <Switch ref={ref} name={name} checked={value} onCheckedChange={onChange} onBlur={onBlur} disabled={save.isPending} className="col-start-2 row-span-2 row-start-1 self-center" />
                  )}
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {M.save}
          </Button>
        </div>
      </form>
    </Form>
  );
}
