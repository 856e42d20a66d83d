"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Pencil, Search, Trash2 } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useTeamAction } from "@/features/employer-accounts/components/use-team-action";
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from "../limits";
import { savedSearchApi } from "../paths";

export type SavedSearchCardData = {
  id: string;
  name: string;
  summary: string;
  runPath: string;
  newMatches: number;
  notify: boolean;
  emailDaily: boolean;
};

type Patch = { name?: string; notify?: boolean; emailFrequency?: "none" | "daily" };

function Toggle({ id, label, checked, onChange, disabled }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void; disabled: boolean }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} />
      <Label htmlFor={id} className="text-sm font-normal">
        {label}
      </Label>
    </div>
  );
}

/** One saved search on /talent/saved-searches: its name and filters, new matches, Run, the two toggles, rename and delete. */
export function SavedSearchCard({ search }: { search: SavedSearchCardData }) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const change = useTeamAction((patch: Patch) => api.patch(savedSearchApi(search.id), patch), { done: "Saved." });
  const rename = useTeamAction(() => api.patch(savedSearchApi(search.id), { name: name.trim() }), { done: "Renamed.", onDone: () => setRenaming(false) });
  const remove = useTeamAction(() => api.delete(savedSearchApi(search.id)), { done: `Deleted “${search.name}”.`, onDone: () => setDeleting(false) });

  const submitRename = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(SAVED_SEARCH_MESSAGES.nameRequired);
    if (trimmed.length > SAVED_SEARCH_LIMITS.nameMax) return setNameError(SAVED_SEARCH_MESSAGES.nameTooLong);
    setNameError(null);
    rename.mutate(undefined, {
      onError: (error) => {
        const issue = error instanceof ApiError ? error.fieldIssues.find((i) => i.path === "name") : undefined;
        if (issue) setNameError(issue.message);
      },
    });
  };
  const headingId = `${id}-name`;

  return (
    <Card className="flex flex-col gap-4" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold wrap-break-word">
            {search.name}
          </h2>
          <p className="text-sm text-muted-foreground wrap-break-word">{search.summary}</p>
        </div>
        {search.newMatches > 0 ? (
          <Badge tone="primary">{search.newMatches === 1 ? "1 new match" : `${search.newMatches} new matches`} since your last visit</Badge>
        ) : (
          <Badge tone="neutral">No new matches since your last visit</Badge>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-6">
        <Toggle id={`${id}-notify`} label="Notify me in Upstep" checked={search.notify} onChange={(v) => change.mutate({ notify: v })} disabled={change.isPending} />
        <Toggle id={`${id}-email`} label="Email me a daily summary" checked={search.emailDaily} onChange={(v) => change.mutate({ emailFrequency: v ? "daily" : "none" })} disabled={change.isPending} />
      </div>
      {change.error ? <ErrorAlert error={change.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Link href={search.runPath} className={buttonClasses("primary", "sm")} aria-label={`Run ${search.name}`}>
          <Search aria-hidden="true" />
          Run
        </Link>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Rename ${search.name}`}
          onClick={() => {
            setName(search.name);
            setNameError(null);
            rename.reset();
            setRenaming(true);
          }}
        >
          <Pencil aria-hidden="true" />
          Rename
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${search.name}`} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>

      <Dialog open={renaming} onOpenChange={(open) => (rename.isPending ? undefined : setRenaming(open))}>
        <DialogContent>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submitRename();
            }}
          >
            <DialogHeader>
              <DialogTitle>Rename saved search</DialogTitle>
              <DialogDescription>The search itself stays as it is.</DialogDescription>
            </DialogHeader>
            <Field label="Name" error={nameError ?? undefined}>
              <Input value={name} onChange={(e) => setName(e.target.value)} disabled={rename.isPending} autoComplete="off" />
            </Field>
            {rename.error && !nameError ? <ErrorAlert error={rename.error} /> : null}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setRenaming(false)} disabled={rename.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={rename.isPending}>
                Save name
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${search.name}”?`}
        description="You will no longer hear about new candidates for this search. The candidates themselves are not affected."
        confirmLabel="Delete saved search"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        {remove.error ? <ErrorAlert error={remove.error} /> : null}
      </ConfirmDialog>
    </Card>
  );
}
