import type { Metadata } from "next";
import { connection } from "next/server";
import { requireDevPage } from "@/lib/dev-pages";
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
      <h1 className="text-3xl font-bold text-slate-900">Shell modals (development)</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        Links with a modal hash open the shell&apos;s modals; the hash is cleared when they close. Sign in first: both modals are for signed-in users. Press alt+mod+shift+X for the
        feature-toggle dialog.
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        <li>
          <a href="#profile-photo">Profile Photo</a>
        </li>
        <li>
          <a href="#logout">Log Out</a>
        </li>
      </ul>
      <div className="mt-6">
        <ConfirmDialogDemo />
      </div>
    </PageContainer>
  );
}
