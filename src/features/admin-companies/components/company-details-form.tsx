"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { ADMIN_COMPANY_MESSAGES } from "../messages";
import { adminCompanyApiPath } from "../paths";
import { updateAdminCompanySchema, type UpdateAdminCompanyInput, type UpdateAdminCompanyValues } from "../schemas";
import { applyFieldIssues } from "./apply-field-issues";

const FIELDS = ["name", "slug", "website", "description", "size", "headquarters", "categoryId"] as const;

/*
 * The details tab's form. The zod schema is the server's; the server's answers (an address in use, an
 * unknown industry) land on their fields, and what was typed stays. A changed address is said to
 * keep the old one redirecting.
 */
export function CompanyDetailsForm({ company, categories }: { company: UpdateAdminCompanyInput & { id: string }; categories: { id: string; name: string }[] }) {
  const router = useRouter();
  const { id, ...initial } = company;
  const [savedSlug, setSavedSlug] = useState(initial.slug);
  const form = useForm<UpdateAdminCompanyInput, unknown, UpdateAdminCompanyValues>({ resolver: zodResolver(updateAdminCompanySchema), defaultValues: initial });
  const save = useMutation({
    mutationFn: (values: UpdateAdminCompanyValues) => api.patch<{ id: string; slug: string }>(adminCompanyApiPath(id), values),
    meta: { silent: true },
    onSuccess: (_data, values) => {
      toast.success(ADMIN_COMPANY_MESSAGES.saved);
      setSavedSlug(values.slug);
      form.reset(values);
      router.refresh();
    },
    onError: (error) => {
      applyFieldIssues(form, error, FIELDS);
    },
  });
  const slug = form.watch("slug");
  const showGeneralError = save.error && !issuesOnFields(save.error);

  return (
    <Form {...form}>
      <form noValidate aria-label="Company details" className="flex max-w-2xl flex-col gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <FormField name="name" label="Company name" render={(field) => <Input autoComplete="off" {...field} />} />
        <FormField
          name="slug"
          label="Address"
          hint={
            <>
              /companies/<span className="font-medium [overflow-wrap:anywhere]">{slug || "…"}</span>
              {slug && slug !== savedSlug ? ` (the old address /companies/${savedSlug} will redirect here)` : null}
            </>
          }
          render={(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
        />
        <FormField name="website" label="Website" hint="For example https://example.com" render={(field) => <Input type="url" inputMode="url" autoComplete="off" {...field} />} />
        <FormField
          name="categoryId"
          label="Industry"
          render={(field) => (
            <NativeSelect {...field}>
              <option value="">No industry</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          )}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormField name="size" label="Company size" hint="For example 51-200" render={(field) => <Input autoComplete="off" {...field} />} />
          <FormField name="headquarters" label="Headquarters" hint="For example Austin, TX" render={(field) => <Input autoComplete="off" {...field} />} />
        </div>
        <FormField name="description" label="Description" render={(field) => <Textarea rows={6} {...field} />} />
        {showGeneralError ? <ErrorAlert error={save.error} /> : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** Whether the error's message is already shown on a field (so no second copy above the button). */
function issuesOnFields(error: unknown): boolean {
  const issues = (error as { fieldIssues?: { path: string }[] }).fieldIssues ?? [];
  return issues.some((i) => (FIELDS as readonly string[]).includes(i.path));
}
