import type { Metadata } from "next";
import { AccountDeletedPage } from "@/features/auth/components/account-deleted-page";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

export default function Page() {
  return <AccountDeletedPage />;
}
