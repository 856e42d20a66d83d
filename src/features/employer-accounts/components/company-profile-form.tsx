"use client";

import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { companyApi } from "../endpoints";
import { companyProfileSchema, type CompanyProfileInput } from "../schemas";
import { COMPANY_LIMITS, COMPANY_SIZES, type CompanyProfileView } from "../types";
import { LocationsEditor } from "./locations-editor";
import { useTeamAction } from "./use-team-action";

/*
 * The company profile form (owners): description (plain text, paragraphs by blank lines), website
 * (https), size, headquarters, locations. The zod schema is the server's; a failed save keeps every
 * value on screen with the server's message.
 */
export function CompanyProfileForm({ profile }: { profile: CompanyProfileView }) {
  const form = useForm<CompanyProfileInput, unknown, z.output<typeof companyProfileSchema>>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: { description: profile.description, website: profile.website, size: profile.size, headquarters: profile.headquarters, locations: profile.locations },
  });
  const save = useTeamAction((values: z.output<typeof companyProfileSchema>) => api.patch(companyApi(profile.id), values), {
    done: "Company profile saved. Your company page shows it now.",
    onDone: () => form.reset(form.getValues()),
  });
  const description = form.watch("description") ?? "";

  return (
    <Form {...form}>
      <form noValidate aria-label="Company profile" className="flex flex-col gap-5" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <FormField
          name="description"
          label="About the company"
          hint={`What you do and what working with you is like. Leave a blank line between paragraphs. ${description.length.toLocaleString("en-US")} of ${COMPANY_LIMITS.description.toLocaleString("en-US")} characters.`}
          render={(field) => <Textarea rows={8} {...field} />}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="website" label="Website" hint="Starts with https://" render={(field) => <Input type="url" inputMode="url" autoComplete="url" placeholder="https://" {...field} />} />
          <FormField
            name="size"
            label="Company size"
            hint={profile.otherSize ? `Now: ${profile.otherSize}. Choose the range that fits.` : "Employees, all locations."}
            render={(field) => (
              <NativeSelect {...field}>
                <option value="">Not stated</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size} employees
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </div>
        <FormField name="headquarters" label="Headquarters" hint="City and state, such as Columbus, OH." render={(field) => <Input autoComplete="off" {...field} />} />
        <Controller
          control={form.control}
          name="locations"
          render={({ field, fieldState }) => (
            <LocationsEditor value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} disabled={save.isPending} />
          )}
        />
        <ErrorAlert error={save.error} />
        <div>
          <Button type="submit" loading={save.isPending}>
            Save company profile
          </Button>
        </div>
      </form>
    </Form>
  );
}
