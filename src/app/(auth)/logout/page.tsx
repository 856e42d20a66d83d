import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LogoutPage } from "@/features/auth/components/logout-page";
import { logoutQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { getPageUser } from "@/lib/auth/guard";
import { safeReturnTo } from "@/lib/auth/return-to";

export const metadata: Metadata = { title: "Log out", robots: { index: false } };

/** /logout?returnTo=: asks before logging out (GET /api/auth/logout leads here); signed out, it goes straight on. */
export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const returnTo = safeReturnTo(logoutQuerySchema.parse(await searchParams).returnTo);
  const user = await getPageUser();
  if (!user) redirect(returnTo);
  return <LogoutPage email={user.email} returnTo={returnTo} />;
}
