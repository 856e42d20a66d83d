"use client";

import { useQuery } from "@tanstack/react-query";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { USER_SESSION_QUERY_KEY } from "@/features/profile-photo/types";
import { api } from "@/lib/api/client";

/** better-auth's GET /api/identity/auth/get-session: null when signed out. */
type SessionResponse = { user: { name: string } } | null;

/** Five minutes: the display name rarely changes; an avatar change invalidates this key (spec 7). */
const USER_SESSION_STALE_MS = 5 * 60 * 1000;

/** The signed-in user as the shell needs them; null when signed out. */
export type ShellViewer = { name: string; roles: string[]; avatar: string | null } | null;

export type ShellViewerState = { viewer: ShellViewer; status: "pending" | "known" };

/*
 * The signed-in viewer for the header, read in the browser (decision 011): the root layout does not
 * read the request, so public pages (the job detail page above all) can be served from the page
 * cache. Roles and avatar come from the app context every page already loads; the display name
 * from the session endpoint, only when the context says the visitor is signed in.
 *
 * "pending" until the context answers (the header then shows neither Log in/Join nor an avatar, so
 * a signed-in user never sees a flash of the signed-out header); a failed context counts as signed
 * out (from its first failed attempt), as the header has nothing better to show.
 */
export function useShellViewer(): ShellViewerState {
  const context = useAppContext();
  const signedIn = context.data?.session.isAuthenticated === true;
  const session = useQuery({
    queryKey: USER_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => api.get<SessionResponse>("/identity/auth/get-session", undefined, signal),
    enabled: signedIn,
    staleTime: USER_SESSION_STALE_MS,
    retry: 2,
    meta: { silent: true },
  });

  // A first attempt that failed shows the signed-out header rather than waiting out the retries.
  if (context.isPending && context.failureCount === 0) return { viewer: null, status: "pending" };
  if (!signedIn || !context.data) return { viewer: null, status: "known" };
  const profile = context.data.session.profile;
  return {
    viewer: {
      // Until the name arrives the menu is still usable; its heading fills in a moment later.
      name: session.data?.user.name ?? "",
      roles: context.data.session.roles,
      // The stored avatar only (users.avatar_key): never better-auth's user.image.
      avatar: profile?.avatar ?? null,
    },
    status: "known",
  };
}
