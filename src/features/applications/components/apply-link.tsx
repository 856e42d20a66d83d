import type { ReactNode } from "react";
import { buttonLook } from "@/components/ui/button-variants";
import { loginPath } from "@/lib/routes";
import { applyPath } from "../paths";

/** The job page's "Apply" for an on-platform job: to the apply form, through log-in when signed out (decision 033). */
export function ApplyLink({ jobId, signedIn, children }: { jobId: string; signedIn: boolean; children: ReactNode }) {
  return (
    <a href={signedIn ? applyPath(jobId) : loginPath(applyPath(jobId))} className={buttonLook("primary", "lg", "w-full")} data-testid="apply-action">
      {children}
    </a>
  );
}
