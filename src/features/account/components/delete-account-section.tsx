"use client";

import { useRef, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { ACCOUNT_DELETED_PATH } from "@/lib/routes";
import { signOut } from "@/features/modals/components/log-out";
import { zodResolver } from "../zod-resolver";
import { deleteAccountSchema } from "../schemas";
import { DELETE_USER } from "../endpoints";
import { ErrorAlert } from "@/components/ui/error-alert";
import { SecuritySection } from "./security-section";

/*
 * Deleting the account asks for the password in a dialog (focus moves to the password field, is
 * trapped while open and returns to the button on close). Then the browser signs out (POST) and lands
 * on the account-deleted confirmation.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<{ password: string }>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const del = useMutation({
    mutationFn: (password: string) => api.post(DELETE_USER, { password }),
    meta: { silent: true },
    onSuccess: () => signOut(ACCOUNT_DELETED_PATH),
  });
  const { ref: registerRef, ...passwordField } = form.register("password");

  function onOpenChange(next: boolean) {
    if (del.isPending || del.isSuccess) return;
    setOpen(next);
    if (!next) {
      form.reset();
      del.reset();
    }
  }

  return (
    <SecuritySection
      id="delete-account"
      title="Delete account"
      description={<p>Permanently delete your Upstep account, your profile and your saved jobs, applications and courses. This cannot be undone.</p>}
    >
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger asChild>
          <Button variant="danger">Delete my account</Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
          <Dialog.Content
            className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-xl focus:outline-none sm:p-8"
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              passwordRef.current?.focus();
            }}
          >
            <Dialog.Title className="text-xl font-semibold text-slate-900">Delete your account?</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">
              Your account and everything in it will be deleted for good. Enter your password to confirm.
            </Dialog.Description>
            <form noValidate onSubmit={form.handleSubmit((v) => del.mutate(v.password))} className="mt-6 flex flex-col gap-4">
              <ErrorAlert error={del.error} />
              <TextField
                id="delete-account-password"
                label="Your password"
                type="password"
                autoComplete="current-password"
                error={form.formState.errors.password?.message}
                {...passwordField}
                ref={(el) => {
                  registerRef(el);
                  passwordRef.current = el;
                }}
              />
              <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="ghost" disabled={del.isPending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" variant="danger" loading={del.isPending || del.isSuccess}>
                  Delete my account
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SecuritySection>
  );
}
