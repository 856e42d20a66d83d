"use client";

import { useShellViewer } from "@/features/shell/components/use-shell-viewer";
import { nextStepsFor } from "../next-steps";
import { CtaPlaceholder, JoinCtaCard, NextStepsCard } from "./cta-cards";

/*
 * The one client part of the home page (decision 017): who is signed in is read in the browser
 * from the app context the header already asks for (decision 011), so the page's HTML is the same
 * for everyone. Until the context answers, a placeholder of the same size holds the place.
 */
export function HomeCta() {
  const { viewer, status } = useShellViewer();
  const state = status === "pending" ? "pending" : viewer ? "signed-in" : "signed-out";
  return (
    <div data-home-cta={state} className="h-full">
      {state === "pending" ? <CtaPlaceholder /> : viewer ? <NextStepsCard name={viewer.name} steps={nextStepsFor(viewer.roles)} /> : <JoinCtaCard />}
    </div>
  );
}
