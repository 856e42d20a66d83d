"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { adminFeatureApiPath } from "../endpoints";
import type { UpdateFeatureFlagInput } from "../schemas";
import { ADMIN_FEATURE_FLAGS_QUERY_KEY, adminFeatureFlagQueryKey, type FeatureFlagDto } from "../types";

type Vars = { id: string; patch: UpdateFeatureFlagInput };
type Snapshot = { list?: FeatureFlagDto[]; one?: FeatureFlagDto };

/*
 * PATCH one flag. The list and the detail caches change at once (optimistic); on failure both roll
 * back and the app's default error toast (spec 8) appears unless the caller handles errors itself.
 */
export function useUpdateFeatureFlag(opts: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation<FeatureFlagDto, Error, Vars, Snapshot>({
    mutationFn: ({ id, patch }) => api.patch<FeatureFlagDto>(adminFeatureApiPath(id), patch),
    meta: opts.silent ? { silent: true } : undefined,
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: ADMIN_FEATURE_FLAGS_QUERY_KEY });
      const snapshot: Snapshot = {
        list: client.getQueryData<FeatureFlagDto[]>(ADMIN_FEATURE_FLAGS_QUERY_KEY),
        one: client.getQueryData<FeatureFlagDto>(adminFeatureFlagQueryKey(id)),
      };
      const apply = (f: FeatureFlagDto): FeatureFlagDto => (f.id === id ? { ...f, ...patch } : f);
      if (snapshot.list) client.setQueryData<FeatureFlagDto[]>(ADMIN_FEATURE_FLAGS_QUERY_KEY, snapshot.list.map(apply));
      if (snapshot.one) client.setQueryData<FeatureFlagDto>(adminFeatureFlagQueryKey(id), apply(snapshot.one));
      return snapshot;
    },
    onError: (_error, { id }, snapshot) => {
      // Roll back only this flag, so a concurrent change to another flag is not undone.
      const before = snapshot?.list?.find((f) => f.id === id) ?? snapshot?.one;
      if (!before) return;
      client.setQueryData<FeatureFlagDto[]>(ADMIN_FEATURE_FLAGS_QUERY_KEY, (list) => list?.map((f) => (f.id === id ? before : f)));
      if (snapshot?.one) client.setQueryData<FeatureFlagDto>(adminFeatureFlagQueryKey(id), before);
    },
    onSuccess: (saved) => {
      client.setQueryData<FeatureFlagDto[]>(ADMIN_FEATURE_FLAGS_QUERY_KEY, (list) => list?.map((f) => (f.id === saved.id ? saved : f)));
      client.setQueryData<FeatureFlagDto>(adminFeatureFlagQueryKey(saved.id), (one) => (one ? saved : one));
    },
  });
}
