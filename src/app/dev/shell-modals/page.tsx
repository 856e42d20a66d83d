import type { Metadata } from "next";
import { connection } from "next/server";
import { requireDevPage } from "@/lib/dev-pages";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { PageContainer } from "@/components/ui/page-container";
import { ConfirmDialogDemo } from "@/features/modals/components/confirm-dialog-demo";

export const metadata: Metadata = { title: "Shell modals (development)", robots: { index: false, follow: false } };

/*
 * Development-only page (404 unless APP_ENV is development or test and the client is on this machine:
 * lib/dev-pages.ts) with plain links to the shell's modals
 * (mounted by the root layout) and a demo of the generic confirm modal; the modal browser tests use it.
 */
export default async function Page() {
  await connection();
  await requireDevPage();
  return (
    <PageContainer>
      <h1>Shell modals (development)</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Links with a modal hash open the shell&apos;s modals; the hash is cleared when they close. Sign in first: both modals are for signed-in users. Press alt+mod+shift+X for the
        feature-toggle dialog.
      </p>
      <Card className="mt-6 flex flex-col gap-4">
        <CardTitle>Modals</CardTitle>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Button asChild variant="outline">
              <a href="#profile-photo">Profile Photo</a>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline">
              <a href="#logout">Log Out</a>
            </Button>
          </li>
        </ul>
        <ConfirmDialogDemo />
      </Card>
    </PageContainer>
  );
}
