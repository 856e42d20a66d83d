"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";

/*
 * The state every Candidate360 list shares (jobs, schools, languages, references, certifications):
 * the entries as the server last answered, "Move up" / "Move down" (one move at a time, focus kept on
 * the moved entry's same button or its other one at an end, a failed move goes back), and delete
 * after a confirm (focus returns to the list's add control).
 */
export function useOrderedEntries<T extends { id: string }, A extends HTMLElement>({ initial, apiPath, noun }: { initial: T[]; apiPath: string; noun: string }) {
  const [entries, setEntries] = useState<T[]>(initial);
  const [deleting, setDeleting] = useState<T | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<A>(null);
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down" } | null>(null);

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
    // The buttons stay enabled so focus is never lost to a disabled button.
    if (reorder.isPending) return;
    const next = [...entries];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    focusAfterMove.current = { id: moved!.id, direction };
    setEntries(next);
    reorder.mutate({ ids: next.map((e) => e.id), previous: entries });
  }

  return { entries, setEntries, deleting, setDeleting, listRef, addRef, reorder, remove, move };
}
