"use client";

import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { LogOut } from "@/components/ui/icons";
import { signOut } from "@/features/modals/components/log-out";
import { AuthCard } from "./auth-card";

export const LOGOUT_PAGE_TEXTS = {
  title: "Log out of Upstep",
  intro: (email: string) => `You are logged in as ${email}. Log out on this device?`,
  logOut: "Log out",
  stay: "Stay logged in",
} as const;

/*
 * /logout: where a GET of the sign-out route leads a signed-in user (spec 2.7's plain link, and the
 * account-deleted returnTo). It asks, and "Log out" POSTs the sign-out with the CSRF header, then
 * goes to returnTo; a link from another site can therefore only show this page (issue 12).
 */
export function LogoutPage({ email, returnTo }: { email: string; returnTo: string }) {
  const [pending, setPending] = useState(false);
  return (
    <AuthCard title={LOGOUT_PAGE_TEXTS.title} intro={LOGOUT_PAGE_TEXTS.intro(email)} icon={<LogOut />}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          className="w-full sm:flex-1"
          loading={pending}
          onClick={() => {
            setPending(true);
            void signOut(returnTo);
          }}
        >
          {LOGOUT_PAGE_TEXTS.logOut}
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full sm:flex-1">
          <Link href="/">{LOGOUT_PAGE_TEXTS.stay}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
