"use client";

import { useAppContext, useUserSession } from "@/features/app-context/components/use-app-context";

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
  // Five minutes fresh, retried twice, silent; an avatar change refetches it (app-context-store.ts).
  const session = useUserSession(signedIn);

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
