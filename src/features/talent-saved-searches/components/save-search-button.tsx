"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api/client";
import { SAVED_SEARCHES_PATH } from "@/lib/employer-routes";
import type { TalentSearchParams } from "@/features/talent-search/schemas";
import { Button, buttonClasses } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Bookmark, CheckCircle2 } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { defaultSavedSearchName } from "../default-name";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "../limits";
import { companySavedSearchesApi } from "../paths";
import type { SavedTalentSearch } from "../types";

type Props = { companyId: string; params: TalentSearchParams };

function CheckRow({ id, checked, onChange, label, hint, disabled }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string; hint: string; disabled: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} disabled={disabled} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * "Save this search" on the talent search page (issue 17 part 3): a dialog asking a name (suggested
 * from the keywords and place) and how to hear about new matching candidates, saved through the
 * saved searches API; then a link to /talent/saved-searches. Light: no form library, no schema import.
 */
export function SaveSearchButton({ companyId, params }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [notify, setNotify] = useState(true);
  const [email, setEmail] = useState(true);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.post<{ savedSearch: SavedTalentSearch }>(companySavedSearchesApi(companyId), { name: name.trim(), params, notify, emailFrequency: email ? "daily" : "none" }),
    meta: { silent: true },
    onError: (error) => {
      const issue = error instanceof ApiError ? error.fieldIssues.find((i) => i.path === "name") : undefined;
      if (issue) setNameError(issue.message);
    },
  });

  const start = (next: boolean) => {
    if (save.isPending) return;
    setOpen(next);
    if (next) {
      save.reset();
      setName(defaultSavedSearchName(params));
      setNameError(null);
    }
  };
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(SAVED_SEARCH_MESSAGES.nameRequired);
    if (trimmed.length > SAVED_SEARCH_LIMITS.nameMax) return setNameError(SAVED_SEARCH_MESSAGES.nameTooLong);
    setNameError(null);
    save.mutate();
  };
  const busy = save.isPending;
  const saved = save.data?.savedSearch;

  return (
    <>
      <Button variant="outline" onClick={() => start(true)}>
        <Bookmark aria-hidden="true" />
        Save this search
      </Button>
      <Dialog open={open} onOpenChange={start}>
        <DialogContent>
          {saved ? (
            <>
              <DialogHeader>
                <DialogTitle className="flex items-center gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-6 text-primary" />
                  Search saved
                </DialogTitle>
                <DialogDescription>
                  “{saved.name}” is saved.{" "}
                  {saved.notify || saved.emailFrequency === "daily"
                    ? `We will tell you about new matching candidates${saved.notify ? " in Upstep" : ""}${saved.notify && saved.emailFrequency === "daily" ? " and" : ""}${saved.emailFrequency === "daily" ? " in a daily email" : ""}.`
                    : "Run it again any time from your saved searches."}
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="ghost" onClick={() => start(false)}>
                  Close
                </Button>
                <Link href={`${SAVED_SEARCHES_PATH}?company=${encodeURIComponent(companyId)}`} className={buttonClasses("primary")}>
                  Your saved searches
                </Link>
              </DialogFooter>
            </>
          ) : (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <DialogHeader>
                <DialogTitle>Save this search</DialogTitle>
                <DialogDescription>Hear about candidates who become discoverable and match it.</DialogDescription>
              </DialogHeader>
              <Field label="Name" hint="Only you see it." error={nameError ?? undefined}>
                <Input value={name} maxLength={SAVED_SEARCH_LIMITS.nameMax + 20} onChange={(e) => setName(e.target.value)} disabled={busy} autoComplete="off" />
              </Field>
              <CheckRow id={`${id}-notify`} checked={notify} onChange={setNotify} disabled={busy} label="Notify me in Upstep" hint="A notification for each new matching candidate." />
              <CheckRow id={`${id}-email`} checked={email} onChange={setEmail} disabled={busy} label="Email me a daily summary" hint="At most one email a day, only when there are new matches." />
              {save.error && !nameError ? <ErrorAlert error={save.error} /> : null}
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => start(false)} disabled={busy}>
                  Cancel
                </Button>
                <Button type="submit" loading={busy}>
                  Save search
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
