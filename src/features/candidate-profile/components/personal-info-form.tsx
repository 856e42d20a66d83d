"use client";

import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { formatPhone } from "@/lib/validation/fields";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { PERSONAL_INFO_API } from "../paths";
import { showServerIssues } from "./server-issues";
import { personalInfoSchema, WORK_AUTHORIZATIONS, type PersonalInfo, type PersonalInfoInput } from "../schemas";
import type { PersonalInfoView } from "../types";

function toInput(p: PersonalInfoView): PersonalInfoInput {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    summary: p.summary,
    phone: formatPhone(p.phone),
    postalCode: p.postalCode,
    city: p.city,
    state: p.state,
    remoteOnly: p.remoteOnly,
    yearsOfExperience: p.yearsOfExperience === null ? "" : String(p.yearsOfExperience),
    workAuthorization: p.workAuthorization,
  };
}

/*
 * Personal info (Candidate360): the shared schema checks as the person types and on submit; the form
 * sends what was typed and the server checks it again with the same schema. A failed save keeps every
 * value on screen, with the server's message and its per-field messages.
 */
export function PersonalInfoForm({ initial }: { initial: PersonalInfoView }) {
  const form = useForm<PersonalInfoInput, unknown, PersonalInfo>({ resolver: zodResolver(personalInfoSchema), defaultValues: toInput(initial), mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: PersonalInfoInput) => api.put<PersonalInfoView>(PERSONAL_INFO_API, values),
    meta: { silent: true },
    onSuccess: (saved) => {
      form.reset(toInput(saved));
      void loadToast().then((toast) => toast.success("Personal info saved."));
    },
    onError: (error) => showServerIssues(error, form.setError),
  });
  const busy = save.isPending;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-5" aria-label="Personal info">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="firstName" label="First name" render={(f) => <Input {...f} autoComplete="given-name" disabled={busy} />} />
          <FormField name="lastName" label="Last name" render={(f) => <Input {...f} autoComplete="family-name" disabled={busy} />} />
        </div>
        <FormField name="headline" label="Headline" hint="The job you do or want, in a few words." render={(f) => <Input {...f} disabled={busy} />} />
        <FormField name="summary" label="Summary" render={(f) => <Textarea {...f} rows={4} disabled={busy} />} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="phone" label="Phone number" hint="10 digits, e.g. (312) 555-0142" render={(f) => <Input {...f} type="tel" autoComplete="tel-national" disabled={busy} />} />
          <FormField name="yearsOfExperience" label="Years of experience" render={(f) => <Input {...f} inputMode="numeric" disabled={busy} />} />
        </div>
        <fieldset className="flex min-w-0 flex-col gap-5">
          <legend className="mb-3 font-semibold">Where you want to work</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField name="postalCode" label="ZIP code" render={(f) => <Input {...f} inputMode="numeric" autoComplete="postal-code" disabled={busy} />} />
            <FormField name="city" label="City" render={(f) => <Input {...f} autoComplete="address-level2" disabled={busy} />} />
            <FormField name="state" label="State" render={(f) => <Input {...f} autoComplete="address-level1" disabled={busy} />} />
          </div>
          <FormField
            name="remoteOnly"
            label="Remote jobs only"
            className="flex flex-row-reverse items-center justify-end gap-2"
            render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={busy} />}
          />
        </fieldset>
        <FormField
          name="workAuthorization"
          label="Work authorization"
          render={(f) => (
            <NativeSelect {...f} disabled={busy}>
              <option value="">Prefer not to say</option>
              {WORK_AUTHORIZATIONS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={busy}>
            Save personal info
          </Button>
        </div>
      </form>
    </Form>
  );
}
