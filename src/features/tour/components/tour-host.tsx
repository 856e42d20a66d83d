"use client";

import { useState } from "react";
import type { AppContext } from "@/features/app-context/types";
import { useFeatureEnabled } from "@/features/dev-tools/components/use-feature-enabled";
import { shouldShowTour, TOUR_FLAG } from "../should-show-tour";
import { ProductTour } from "./product-tour";
import { useDashboardBrand } from "./use-dashboard-brand";
import { useTourDismissed } from "./use-tour-dismissed";

/**
 * Decides with shouldShowTour() and shows the tour; `suppressed` while a shell modal is open. The
 * shell loads this module on demand (next/dynamic) once useTourCandidate() says the tour could start.
 */
export function TourHost({ session, pathname, suppressed }: { session: AppContext["session"]; pathname: string; suppressed: boolean }) {
  const brand = useDashboardBrand(session.isAuthenticated);
  const productTourFlag = useFeatureEnabled(TOUR_FLAG);
  const dismissed = useTourDismissed();
  const [now] = useState(() => Date.now());
  const show = shouldShowTour({
    pathname,
    isAuthenticated: session.isAuthenticated,
    roles: session.roles,
    profile: session.profile,
    dashboardBrand: brand.data?.name ?? null,
    productTourFlag,
    dismissed,
    now,
  });
  return show && !suppressed ? <ProductTour /> : null;
}
