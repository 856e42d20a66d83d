"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { adminCompanyPath } from "@/lib/admin-routes";
import { slugify } from "@/lib/slugify";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { ADMIN_COMPANY_MESSAGES } from "../messages";
import { ADMIN_COMPANIES_API_PATH } from "../paths";
import { createAdminCompanySchema, type CreateAdminCompanyInput, type CreateAdminCompanyValues } from "../schemas";
import { applyFieldIssues } from "./apply-field-issues";

const FIELDS = ["name", "slug", "website", "description", "categoryId"] as const;

/*
 * A new company. The address follows the name (slugify, as the employer sign-up makes it) until the
 * administrator edits it; then it stays as typed. On success the company's details page opens.
 */
export function CompanyCreateForm({ categories }: { categories: { id: string; name: string }[] }) {
  const router = useRouter();
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm<CreateAdminCompanyInput, unknown, CreateAdminCompanyValues>({
    resolver: zodResolver(createAdminCompanySchema),
    defaultValues: { name: "", slug: "", website: "", description: "", categoryId: "" },
  });
  const create = useMutation({
    mutationFn: (values: CreateAdminCompanyValues) => api.post<{ id: string; slug: string }>(ADMIN_COMPANIES_API_PATH, values),
    meta: { silent: true },
    onSuccess: (created) => {
      toast.success(ADMIN_COMPANY_MESSAGES.created);
      router.push(adminCompanyPath(created.id));
    },
    onError: (error) => {
      applyFieldIssues(form, error, FIELDS);
    },
  });
  const issues = (create.error as { fieldIssues?: { path: string }[] } | null)?.fieldIssues ?? [];
  const showGeneralError = create.error && !issues.some((i) => (FIELDS as readonly string[]).includes(i.path));
  const slug = form.watch("slug");

  return (
    <Form {...form}>
      <form noValidate aria-label="New company" className="flex max-w-2xl flex-col gap-5" onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <FormField
          name="name"
          label="Company name"
          render={(field) => (
            <Input
              autoComplete="off"
              {...field}
              onChange={(e) => {
                field.onChange(e);
                if (!slugEdited) form.setValue("slug", slugify(e.target.value), { shouldValidate: form.formState.isSubmitted });
              }}
            />
          )}
        />
        <FormField
          name="slug"
          label="Address"
          hint={
            <>
              /companies/<span className="font-medium [overflow-wrap:anywhere]">{slug || "…"}</span> (made from the name; edit it if you want another)
            </>
          }
          render={(field) => (
            <Input
              autoComplete="off"
              spellCheck={false}
              {...field}
              onChange={(e) => {
                setSlugEdited(true);
                field.onChange(e);
              }}
            />
          )}
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
        <FormField name="description" label="Description" render={(field) => <Textarea rows={5} {...field} />} />
        {showGeneralError ? <ErrorAlert error={create.error} /> : null}
        <div>
          <Button type="submit" loading={create.isPending}>
            Create company
          </Button>
        </div>
      </form>
    </Form>
  );
}
