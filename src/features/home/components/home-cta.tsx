"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useShellViewer } from "@/features/shell/components/use-shell-viewer";

type NextStepsModule = typeof import("./home-next-steps");
let loadedNextSteps: NextStepsModule | null = null;

/** The signed-in card's code, fetched only when a signed-in visitor needs it (issue 11). */
function useNextSteps(wanted: boolean): NextStepsModule | null {
  const [module, setModule] = useState<NextStepsModule | null>(() => loadedNextSteps);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    void import("./home-next-steps").then((m) => {
      loadedNextSteps = m;
      if (live) setModule(m);
    });
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}

/*
 * The one client part of the home page (decision 017): who is signed in is read in the browser
 * from the app context the header already asks for (decision 011), so the page's HTML is the same
 * for everyone. Until the context answers, a placeholder of the same size holds the place. The
 * placeholder and the join card come rendered from the server (HomeCtaBlock); the next-steps card
 * is fetched for signed-in visitors only, and the placeholder stays until it is there.
 */
export function HomeCta({ placeholder, joinCard }: { placeholder: ReactNode; joinCard: ReactNode }) {
  const { viewer, status } = useShellViewer();
  const nextSteps = useNextSteps(viewer !== null);
  const state = status === "pending" || (viewer && !nextSteps) ? "pending" : viewer ? "signed-in" : "signed-out";
  return (
    <div data-home-cta={state} className="h-full">
      {state === "pending" ? placeholder : viewer && nextSteps ? <nextSteps.HomeNextSteps name={viewer.name} roles={viewer.roles} /> : joinCard}
    </div>
  );
}
