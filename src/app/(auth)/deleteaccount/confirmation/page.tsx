import type { Metadata } from "next";
import { AccountDeletedPage } from "@/features/auth/components/account-deleted-page";

export const metadata: Metadata = { title: "Account deleted", robots: { index: false } };

export default function Page() {
  return <AccountDeletedPage />;
}
