"use client";

import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { zodResolver } from "@/components/ui/form";
import { PasswordField } from "@/components/ui/text-field";
import { ACCOUNT_DELETED_PATH } from "@/lib/routes";
import { signOut } from "@/features/modals/components/log-out";
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
  const busy = del.isPending || del.isSuccess;

  function onOpenChange(next: boolean) {
    if (busy) return;
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
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="danger">Delete my account</Button>
        </DialogTrigger>
        <DialogContent
          closeButton={!busy}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            passwordRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>Your account and everything in it will be deleted for good. Enter your password to confirm.</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={form.handleSubmit((v) => del.mutate(v.password))} className="flex flex-col gap-4">
            <ErrorAlert error={del.error} />
            <PasswordField
              id="delete-account-password"
              label="Your password"
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...passwordField}
              ref={(el) => {
                registerRef(el);
                passwordRef.current = el;
              }}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger" loading={busy}>
                Delete my account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SecuritySection>
  );
}
