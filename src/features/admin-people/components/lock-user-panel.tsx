"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Textarea } from "@/components/ui/input";
import { PEOPLE_MESSAGES } from "../messages";
import { adminUserLockApiPath } from "../paths";
import { LOCK_REASON_MAX, lockUserSchema, type LockUserInput } from "../schemas";
import type { LockResultDto } from "../types";
import { usePeopleAction } from "./use-people-action";

/*
 * Lock (with a reason, required) or unlock. Locking ends every session of the user at once; the
 * form keeps what was typed when the server refuses it.
 */
export function LockUserPanel({ user }: { user: { id: string; name: string; locked: boolean } }) {
  return user.locked ? <UnlockButton user={user} /> : <LockForm user={user} />;
}

function LockForm({ user }: { user: { id: string; name: string } }) {
  const form = useForm<LockUserInput>({ resolver: zodResolver(lockUserSchema), defaultValues: { reason: "" } });
  const lock = usePeopleAction(
    (input: LockUserInput) => api.post<LockResultDto>(adminUserLockApiPath(user.id), input),
    () => PEOPLE_MESSAGES.locked,
    () => form.reset({ reason: "" }),
  );
  const onSubmit = form.handleSubmit((input) =>
    lock.mutate(input, {
      onError: (err) => {
        if (err instanceof ApiError) for (const issue of err.fieldIssues) if (issue.path === "reason") form.setError("reason", { message: issue.message });
      },
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label={`Lock ${user.name}'s account`}>
        <FormField
          name="reason"
          label="Reason for locking"
          hint={`Shown to administrators only, in the audit log too. At most ${LOCK_REASON_MAX} characters.`}
          render={(field) => <Textarea rows={3} maxLength={LOCK_REASON_MAX} {...field} />}
        />
        <ErrorAlert error={lock.error} />
        <div>
          <Button type="submit" variant="danger" loading={lock.isPending}>
            Lock account
          </Button>
        </div>
      </form>
    </Form>
  );
}

function UnlockButton({ user }: { user: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const unlock = usePeopleAction(
    () => api.delete<LockResultDto>(adminUserLockApiPath(user.id)),
    () => PEOPLE_MESSAGES.unlocked,
    () => setOpen(false),
  );
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Unlock account
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) unlock.reset();
        }}
        title="Unlock this account?"
        description={`${user.name} will be able to log in again.`}
        confirmLabel="Unlock account"
        loading={unlock.isPending}
        onConfirm={() => unlock.mutate()}
      >
        <ErrorAlert error={unlock.error} />
      </ConfirmDialog>
    </>
  );
}
