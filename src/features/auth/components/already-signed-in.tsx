"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { UserCheck } from "@/components/ui/icons";
import { signOut } from "@/features/modals/components/log-out";
import { useShellViewer, type ShellViewer } from "@/features/shell/components/use-shell-viewer";
import { SIGNED_IN_TEXTS, signedInNextSteps } from "../signed-in-next-steps";
import { AuthCard } from "./auth-card";

type Page = "login" | "join" | "employerJoin";

/*
 * /login and /join for someone who is already signed in (issue 11). The page is rendered without
 * reading the request, so the choice is made here, in the browser, from the app context (decision
 * 011): while the context loads and for signed-out visitors the page's own card (children) shows;
 * a signed-in visitor sees who they are, their next steps and a Log out button to switch accounts
 * (the POST sign-out, then back to this same page to log in or sign up).
 */
export function SignedInSwitch({ page, returnTo, children }: { page: Page; returnTo?: string; children: ReactNode }) {
  const { viewer, status } = useShellViewer();
  if (status !== "known" || !viewer) return <>{children}</>;
  return <AlreadySignedIn viewer={viewer} page={page} returnTo={returnTo} />;
}

function AlreadySignedIn({ viewer, page, returnTo }: { viewer: NonNullable<ShellViewer>; page: Page; returnTo?: string }) {
  const [leaving, setLeaving] = useState(false);
  const steps = signedInNextSteps(viewer.roles, { returnTo });
  return (
    <AuthCard title={SIGNED_IN_TEXTS.title(viewer.name)} intro={SIGNED_IN_TEXTS.intro[page]} icon={<UserCheck />} iconTone="success">
      <section aria-labelledby="signed-in-next-steps" data-testid="already-signed-in">
        <h2 id="signed-in-next-steps" className="sr-only">
          {SIGNED_IN_TEXTS.nextSteps}
        </h2>
        <ul className="flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step.href}>
              <Button asChild size="lg" variant={i === 0 ? "primary" : "outline"} className="w-full">
                <Link href={step.href}>{step.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{SIGNED_IN_TEXTS.switchLead}</p>
        <Button
          variant="ghost"
          className="w-full border border-input sm:w-auto"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut(`${window.location.pathname}${window.location.search}`);
          }}
        >
          {SIGNED_IN_TEXTS.logOut}
        </Button>
      </div>
    </AuthCard>
  );
}
