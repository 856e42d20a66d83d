"use client";

import { useState, type ReactNode } from "react";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "@/components/ui/icons";
import { useOrderedEntries } from "./use-ordered-entries";

/*
 * A list of the person's entries (work history, education): add, edit in place, delete after a
 * confirm, and reorder with "Move up" / "Move down" buttons (keyboard and screen-reader usable; focus
 * follows the moved entry). The list shown is what the server answered after each change.
 */
export type EntryFormProps<T> = { entry: T | null; onSaved: (entry: T) => void; onCancel: () => void };

type Props<T extends { id: string }> = {
  /** The entry's noun, e.g. "job" ("Add a job", "Delete this job?"). */
  noun: string;
  initial: T[];
  apiPath: string;
  /** The entry's name for buttons' accessible names ("Mercy Hospital, Charge Nurse"). */
  nameOf: (entry: T) => string;
  summary: (entry: T) => ReactNode;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
  emptyTitle: string;
  emptyText: string;
};

export function EntryListEditor<T extends { id: string }>({ noun, initial, apiPath, nameOf, summary, renderForm, emptyTitle, emptyText }: Props<T>) {
  const { entries, setEntries, deleting, setDeleting, listRef, addRef, reorder, remove, move } = useOrderedEntries<T, HTMLButtonElement>({ initial, apiPath, noun });
  const [editing, setEditing] = useState<string | "new" | null>(null);

  function saved(entry: T) {
    setEntries((list) => (list.some((e) => e.id === entry.id) ? list.map((e) => (e.id === entry.id ? entry : e)) : [...list, entry]));
    setEditing(null);
    void loadToast().then((toast) => toast.success(`The ${noun} was saved.`));
  }

  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 && editing !== "new" ? <EmptyState title={emptyTitle}>{emptyText}</EmptyState> : null}
      {entries.length > 0 ? (
        <ol ref={listRef} className="flex flex-col gap-3" aria-label={`Your ${noun} entries`}>
          {entries.map((entry, index) => (
            <li key={entry.id} data-entry={entry.id}>
              <Card>
                {editing === entry.id ? (
                  renderForm({ entry, onSaved: saved, onCancel: () => setEditing(null) })
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 break-words">{summary(entry)}</div>
                    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                      <Button variant="ghost" size="sm" data-move="up" disabled={index === 0} onClick={() => move(index, -1, "up")} aria-label={`Move up: ${nameOf(entry)}`}>
                        <ArrowUp aria-hidden="true" /> Move up
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        data-move="down"
                        disabled={index === entries.length - 1}
                        onClick={() => move(index, 1, "down")}
                        aria-label={`Move down: ${nameOf(entry)}`}
                      >
                        <ArrowDown aria-hidden="true" /> Move down
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setEditing(entry.id)} aria-label={`Edit: ${nameOf(entry)}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(entry)} aria-label={`Delete: ${nameOf(entry)}`}>
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
      ) : null}
      <ErrorAlert error={reorder.error} />
      {editing === "new" ? (
        <Card>
          <h2 className="mb-4 text-lg">Add a {noun}</h2>
          {renderForm({ entry: null, onSaved: saved, onCancel: () => setEditing(null) })}
        </Card>
      ) : (
        <div>
          <Button ref={addRef} onClick={() => setEditing("new")} disabled={editing !== null}>
            <Plus aria-hidden="true" /> Add a {noun}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : (setDeleting(null), remove.reset()))}
        title={`Delete this ${noun}?`}
        description={deleting ? `${nameOf(deleting)} will be removed from your profile.` : undefined}
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </div>
  );
}
