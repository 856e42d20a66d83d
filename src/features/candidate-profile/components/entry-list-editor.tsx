"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "@/components/ui/icons";

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
  const [entries, setEntries] = useState<T[]>(initial);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down" } | null>(null);

  // Keep focus on the moved entry's same button, or its other one when it reached an end.
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-entry="${target.id}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)");
    button?.focus();
  }, [entries]);

  const reorder = useMutation({
    mutationFn: ({ ids }: { ids: string[]; previous: T[] }) => api.put<T[]>(`${apiPath}/order`, { ids }),
    meta: { silent: true },
    onSuccess: (list) => setEntries(list),
    // The order shown is the order saved: a failed move goes back, with the error under the list.
    onError: (_error, { previous }) => setEntries(previous),
  });
  const remove = useMutation({
    mutationFn: (entry: T) => api.delete<void>(`${apiPath}/${entry.id}`),
    meta: { silent: true },
    onSuccess: (_void, entry) => {
      setEntries((list) => list.filter((e) => e.id !== entry.id));
      setDeleting(null);
      addRef.current?.focus();
      void loadToast().then((toast) => toast.success(`The ${noun} was deleted.`));
    },
  });

  function move(index: number, by: -1 | 1, direction: "up" | "down") {
    // One move at a time; the buttons stay enabled so focus is never lost to a disabled button.
    if (reorder.isPending) return;
    const next = [...entries];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    focusAfterMove.current = { id: moved!.id, direction };
    setEntries(next);
    reorder.mutate({ ids: next.map((e) => e.id), previous: entries });
  }

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
