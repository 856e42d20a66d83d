import type { ReactNode } from "react";
import { buttonLook } from "@/components/ui/button-variants";
import { loginPath } from "@/lib/routes";
import { applyPath } from "../paths";

/**
 * The job page's "Apply" for an on-platform job: to the apply form, through log-in when signed out
 * (decision 033); `from` says where the person came to the job from (decision 040).
 */
export function ApplyLink({ jobId, signedIn, from, children }: { jobId: string; signedIn: boolean; from?: string; children: ReactNode }) {
  const target = from ? `${applyPath(jobId)}?from=${encodeURIComponent(from)}` : applyPath(jobId);
  return (
    <a href={signedIn ? target : loginPath(target)} className={buttonLook("primary", "lg", "w-full")} data-testid="apply-action">
      {children}
    </a>
  );
}
