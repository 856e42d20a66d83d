"use client";

import Link from "next/link";
import { UserCheck } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useShellViewer } from "@/features/shell/components/use-shell-viewer";
import { loginPath } from "@/lib/routes";

/*
 * A campaign's sign-up section: /join's own form (POST /identity/auth/sign-up/email, the same rules
 * and the same "Check your email" panel), with returnTo the campaign, so the confirmation mail's link
 * and "Log in" bring the new member back to where they signed up. A signed-in visitor sees that they
 * already have an account instead (the page keeps its one h1: this section's heading is an h2).
 * In the editor's preview the form is shown but disabled.
 */
export function CampaignSignUp({
  headingId,
  buttonLabel,
  returnTo,
  devOutbox,
  preview,
}: {
  headingId: string;
  buttonLabel: string;
  returnTo?: string;
  devOutbox?: boolean;
  preview?: boolean;
}) {
  const { viewer, status } = useShellViewer();
  if (!preview && status === "known" && viewer) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="campaign-signed-in">
        <p className="flex items-center gap-2 text-base text-foreground">
          <UserCheck className="size-5 text-success" aria-hidden="true" />
          {viewer.name ? `You are signed in as ${viewer.name}.` : "You are signed in."} Your account is ready to use.
        </p>
        <Link href="/dashboard" className={buttonClasses("primary", "lg")}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <fieldset disabled={preview} aria-labelledby={headingId} className="min-w-0">
      <SignUpForm employer={false} returnTo={returnTo} loginHref={loginPath(returnTo)} devOutbox={devOutbox} submitLabel={buttonLabel} />
    </fieldset>
  );
}
