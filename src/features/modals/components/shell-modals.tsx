"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { UploadAvatarModal } from "@/features/profile-photo/components/upload-avatar-modal";
import { TourHost } from "@/features/tour/components/tour-host";
import { FeatureToggleDialog } from "@/features/dev-tools/components/feature-toggle-dialog";
import { clearModalHash, modalFromHash } from "../hash";
import { pushToDataLayer, sessionSignature, sessionUpdatedEvent } from "../data-layer";
import { LogoutConfirmationModal } from "./logout-confirmation-modal";
import { HASH_CLEARED_EVENT, useLocationHash } from "./use-location-hash";

/*
 * Everything the shell hosts above the page (spec 2.1, 2.2, 4): the hash modals (#profile-photo,
 * #logout), the product tour, the development feature-toggle dialog, and the session-updated
 * data-layer event. Mounted once in the root layout, inside AppProviders; it reads the app context
 * itself and needs no props.
 */
export function ShellModals() {
  const { data: context } = useAppContext();
  const session = context?.session;
  const isAuthenticated = Boolean(session?.isAuthenticated);
  const pathname = usePathname();
  const hash = useLocationHash();
  const requested = modalFromHash(hash);

  const close = () => {
    clearModalHash();
    window.dispatchEvent(new Event(HASH_CLEARED_EVENT));
  };

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
    <>
      <UploadAvatarModal open={isAuthenticated && requested === "profile-photo"} onOpenChange={(o) => (o ? undefined : close())} enabled={isAuthenticated} />
      <LogoutConfirmationModal open={isAuthenticated && requested === "logout"} onOpenChange={(o) => (o ? undefined : close())} />
      {session ? <TourHost session={session} pathname={pathname} suppressed={requested !== null} /> : null}
      <FeatureToggleDialog appEnv={context?.env.APP_ENV} enabledFeatures={context?.enabledFeatures ?? []} />
    </>
  );
}
