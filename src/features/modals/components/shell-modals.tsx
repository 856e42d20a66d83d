"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { whenIdle } from "@/lib/when-idle";
import { QueryProvider, useShellTestHooks } from "@/components/providers/query-provider";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { useFeatureToggleShortcut } from "@/features/dev-tools/components/use-feature-toggle-shortcut";
import { useTourCandidate } from "@/features/tour/components/use-tour-candidate";
import { LiveHub } from "@/features/realtime/components/live-hub";
import { JobMarksHost } from "@/features/saved-jobs/components/job-marks-host";
import { clearModalHash, modalFromHash } from "../hash";
import { pushToDataLayer, sessionSignature, sessionUpdatedEvent } from "../data-layer";
import { HASH_CLEARED_EVENT, useLocationHash } from "./use-location-hash";

/*
 * On demand (issue 11): none of these is in a page's first-load JavaScript. Each is fetched when it
 * is about to be used: the hash modals when their hash is opened by a signed-in user (and, for a
 * signed-in user, in the background once the page is idle, so the menu's links open them at once),
 * the tour when useTourCandidate() says it could start, the dev dialog when its shortcut is pressed.
 * Once mounted they stay mounted, so closing and reopening behave exactly as before.
 */
const UploadAvatarModal = dynamic(() => import("@/features/profile-photo/components/upload-avatar-modal").then((m) => m.UploadAvatarModal), { ssr: false });
const LogoutConfirmationModal = dynamic(() => import("./logout-confirmation-modal").then((m) => m.LogoutConfirmationModal), { ssr: false });
const TourHost = dynamic(() => import("@/features/tour/components/tour-host").then((m) => m.TourHost), { ssr: false });
const FeatureToggleDialog = dynamic(() => import("@/features/dev-tools/components/feature-toggle-dialog").then((m) => m.FeatureToggleDialog), { ssr: false });

function preloadHashModals(): void {
  void import("@/features/profile-photo/components/upload-avatar-modal");
  void import("./logout-confirmation-modal");
}

/** True from the first render where `value` is true on (React's "state from previous renders" pattern). */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/*
 * Everything the shell hosts above the page (spec 2.1, 2.2, 4): the hash modals (#profile-photo,
 * #logout), the product tour, the development feature-toggle dialog, the session-updated
 * data-layer event, the live hub connection of a signed-in visitor, and the browser-test hooks
 * outside production. Mounted once in the root layout
 * through DeferredShellModals (not in any page's first load); it reads the app context itself.
 */
export function ShellModals({ exposeTestHooks = false }: { exposeTestHooks?: boolean }) {
  useShellTestHooks(exposeTestHooks);
  const { data: context } = useAppContext();
  const session = context?.session;
  const isAuthenticated = Boolean(session?.isAuthenticated);
  const pathname = usePathname();
  const hash = useLocationHash();
  const requested = modalFromHash(hash);

  const avatarOpen = isAuthenticated && requested === "profile-photo";
  const logoutOpen = isAuthenticated && requested === "logout";
  const avatarMounted = useLatch(avatarOpen);
  const logoutMounted = useLatch(logoutOpen);
  const tourCandidate = useTourCandidate(session, pathname);
  const [togglesOpen, setTogglesOpen] = useFeatureToggleShortcut(context?.env.APP_ENV);
  const togglesMounted = useLatch(togglesOpen);

  const close = () => {
    clearModalHash();
    window.dispatchEvent(new Event(HASH_CLEARED_EVENT));
  };

  // A signed-in user's menu links to both hash modals: fetch their code in the background.
  useEffect(() => {
    if (!isAuthenticated) return;
    return whenIdle(preloadHashModals);
  }, [isAuthenticated]);

  // Session-updated events: pushed when the context loads and whenever the session changes.
  const lastSignature = useRef<string | null>(null);
  useEffect(() => {
    if (!session) return;
    const event = sessionUpdatedEvent(session);
    const signature = sessionSignature(event);
    if (signature === lastSignature.current) return;
    lastSignature.current = signature;
    pushToDataLayer(window as unknown as { dataLayer?: unknown[] }, event);
  }, [session]);

  return (
    <QueryProvider>
      {avatarMounted ? <UploadAvatarModal open={avatarOpen} onOpenChange={(o) => (o ? undefined : close())} enabled={isAuthenticated} /> : null}
      {logoutMounted ? <LogoutConfirmationModal open={logoutOpen} onOpenChange={(o) => (o ? undefined : close())} /> : null}
      {session && tourCandidate ? <TourHost session={session} pathname={pathname} suppressed={requested !== null} /> : null}
      {togglesMounted ? <FeatureToggleDialog open={togglesOpen} onOpenChange={setTogglesOpen} enabledFeatures={context?.enabledFeatures ?? []} /> : null}
      {/* The live hub (spec 4, 6): signed-in visitors only; its client loads on mount, and unmounting (sign-out) disconnects. */}
      {isAuthenticated ? <LiveHub url={context?.env.USER_MESSAGING_URL ?? null} /> : null}
      {/* Save buttons and applied marks on job lists (decision 036): signed-in visitors, pages with Save slots only. */}
      {isAuthenticated ? <JobMarksHost /> : null}
    </QueryProvider>
  );
}
