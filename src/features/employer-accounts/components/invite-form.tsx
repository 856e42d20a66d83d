"use client";

import { useForm } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Send } from "./send-icon";
import { invitationsApi } from "../endpoints";
import { ROLE_DESCRIPTIONS, roleLabel } from "../messages";
import { inviteSchema, type InviteInput } from "../schemas";
import { INVITATION_LIFETIME_DAYS } from "../types";
import { RoleSelect } from "./role-select";
import { useTeamAction } from "./use-team-action";
import type { z } from "zod";

/*
 * Owners invite by email with a role. The server's refusals about the address (already on the team, an
 * invitation waiting) are shown at the field; what was typed stays until the invitation is sent.
 */
export function InviteForm({ companyId }: { companyId: string }) {
  const form = useForm<InviteInput, unknown, z.output<typeof inviteSchema>>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "", role: "hiring-manager" } });
  const role = form.watch("role");
  const send = useTeamAction((values: z.output<typeof inviteSchema>) => api.post(invitationsApi(companyId), values), {
    done: () => `Invitation sent to ${form.getValues("email")}.`,
    onDone: () => form.reset({ email: "", role: form.getValues("role") }),
  });

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Invite someone"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) =>
          send.mutate(values, {
            onError: (error) => {
              const issue = error instanceof ApiError ? error.fieldIssues.find((i) => i.path === "email") : undefined;
              if (issue) form.setError("email", { type: "server", message: issue.message }, { shouldFocus: true });
            },
          }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField name="email" label="Email address" render={(field) => <Input type="email" autoComplete="off" inputMode="email" autoCapitalize="none" spellCheck={false} {...field} />} />
          <FormField name="role" label="Role" render={(field) => <RoleSelect {...field} />} />
        </div>
        <p className="text-sm text-muted-foreground">
          {roleLabel(role ?? "hiring-manager")}: {ROLE_DESCRIPTIONS[role ?? "hiring-manager"]} The invitation works once, for {INVITATION_LIFETIME_DAYS} days.
        </p>
        {send.error && !(send.error instanceof ApiError && send.error.fieldIssues.some((i) => i.path === "email")) ? <ErrorAlert error={send.error} /> : null}
        <div>
          <Button type="submit" loading={send.isPending}>
            <Send />
            Send invitation
          </Button>
        </div>
      </form>
    </Form>
  );
}
