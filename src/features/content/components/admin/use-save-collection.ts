"use client";

import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { adminContentCollectionApiPath } from "@/lib/content-routes";
import type { CollectionKey } from "../../schemas";

export type SavedCollection<T> = { key: CollectionKey; data: T; updatedAt: string };

/** PUT one collection; errors are shown inline by the editor, so the default toast is silenced. */
export function useSaveCollection<T>(key: CollectionKey) {
  return useMutation<SavedCollection<T>, Error, T>({
    mutationFn: (data) => api.put<SavedCollection<T>>(adminContentCollectionApiPath(key), { data }),
    meta: { silent: true },
  });
}
