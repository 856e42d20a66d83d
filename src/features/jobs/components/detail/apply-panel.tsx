"use client";

import { buttonLook } from "@/components/ui/button-variants";
import { useAppContext } from "@/features/app-context/components/use-app-context";
import { loginPath } from "@/lib/routes";

export const APPLY_TEXTS = {
  external: "Apply on company site",
  newTab: "(opens in a new tab)",
  logIn: "Log in to apply",
  onPlatformSoon: "Apply",
  onPlatformExplanation: "This employer takes applications on Upstep. Applying with your Upstep profile opens together with candidate profiles; until then, visit the company page to reach the employer.",
  signedOutHint: "Log in or join Upstep to apply with your profile.",
} as const;

/**
 * The apply action. An external apply URL opens the employer's page in a new tab. On-platform
 * apply arrives with candidate profiles: signed-out people are sent to log in (and back here);
 * signed-in people see why they cannot apply yet. The server HTML shows the signed-out state.
 */
export function ApplyPanel({ applyUrl, applyOnPlatform, returnTo }: { applyUrl: string | null; applyOnPlatform: boolean; returnTo: string }) {
  const context = useAppContext();
  if (applyUrl) {
    return (
      <a href={applyUrl} target="_blank" rel="noopener noreferrer" className={buttonLook("primary", "lg", "w-full")} data-testid="apply-action">
        {APPLY_TEXTS.external}
        <span className="sr-only"> {APPLY_TEXTS.newTab}</span>
        <span aria-hidden="true">↗</span>
      </a>
    );
  }
  if (!applyOnPlatform) return null;
  const signedIn = context.data?.session.isAuthenticated === true;
  if (!signedIn) {
    return (
      <div className="flex flex-col gap-2">
        <a href={loginPath(returnTo)} className={buttonLook("primary", "lg", "w-full")} data-testid="apply-action">
          {APPLY_TEXTS.logIn}
        </a>
        <p className="text-sm text-muted-foreground">{APPLY_TEXTS.signedOutHint}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <button type="button" disabled aria-describedby="apply-explanation" className={buttonLook("primary", "lg", "w-full")} data-testid="apply-action">
        {APPLY_TEXTS.onPlatformSoon}
      </button>
      <p id="apply-explanation" className="text-sm text-muted-foreground">
        {APPLY_TEXTS.onPlatformExplanation}
      </p>
    </div>
  );
}
