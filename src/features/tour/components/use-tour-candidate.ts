"use client";

import { useState } from "react";
import type { AppContext } from "@/features/app-context/types";
import { mayShowTour } from "../should-show-tour";
import { useTourDismissed } from "./use-tour-dismissed";

/**
 * Whether the tour could start for this visitor on this page (mayShowTour): the shell mounts the
 * tour (next/dynamic, its code and the dashboard-brand request) only then. Signed-out visitors,
 * users with roles, older profiles and browsers that finished the tour never load it.
 */
export function useTourCandidate(session: AppContext["session"] | undefined, pathname: string): boolean {
  const dismissed = useTourDismissed();
  const [now] = useState(() => Date.now());
  if (!session) return false;
  return mayShowTour({ pathname, isAuthenticated: session.isAuthenticated, roles: session.roles, profile: session.profile, dismissed, now });
}
