"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api } from "@/lib/api/client";
import { refetchAppContext, refetchUserSession } from "@/features/app-context/components/app-context-store";
import { AVATAR_STALE_MS } from "../messages";
import { AVATAR_API_PATH, AVATAR_QUERY_KEY, PROFILE_QUERY_KEY } from "../types";

/** Spec 7: GET /profiles/avatar?version=2: 200 returns text, otherwise null; no retry; cached 10 min. */
export async function fetchAvatar(signal?: AbortSignal): Promise<string | null> {
  const res = await fetch("/api/profiles/avatar?version=2", { credentials: "same-origin", signal, headers: { "x-auth-version": "2" } });
  if (res.status !== 200) return null;
  const text = (await res.text()).trim();
  return text || null;
}

export function useAvatar(enabled: boolean) {
  return useQuery({ queryKey: AVATAR_QUERY_KEY, queryFn: ({ signal }) => fetchAvatar(signal), retry: 0, staleTime: AVATAR_STALE_MS, enabled });
}

export type AvatarPayload = { mimeType: string; fileName: string; base64EncodedData: string };

/** After a save or delete: the avatar, profile, user-session and app-context caches refresh (spec 7). */
function useRefreshAfterChange() {
  const client = useQueryClient();
  const router = useRouter();
  return async () => {
    await Promise.all([
      ...[AVATAR_QUERY_KEY, PROFILE_QUERY_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
      // The user session and the app context are stores of their own (app-context-store.ts).
      refetchUserSession(),
      refetchAppContext(),
    ]);
    // Server-rendered parts may show the avatar too.
    router.refresh();
  };
}

export function useSaveAvatar(onSaved: () => void) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (payload: AvatarPayload) => api.put<{ url: string }>(AVATAR_API_PATH, payload),
    onSuccess: async () => {
      await refresh();
      onSaved();
    },
  });
}

export function useDeleteAvatar(onDeleted: () => void) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => api.delete<void>(AVATAR_API_PATH),
    onSuccess: async () => {
      onDeleted();
      await refresh();
    },
  });
}

export { fileToBase64 } from "@/lib/uploads/file-to-base64";
