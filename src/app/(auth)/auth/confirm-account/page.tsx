import type { Metadata } from "next";
import { connection } from "next/server";
import { ConfirmAccountPage } from "@/features/auth/components/confirm-account-page";
import { tokenQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { confirmAccount } from "@/features/auth/server/confirm-account";

export const metadata: Metadata = { title: "Confirm your account", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await connection(); // verifies a token: never prerendered or cached
  const { token, employer, returnTo } = tokenQuerySchema.parse(await searchParams);
  const result = token ? await confirmAccount(token) : ({ ok: false, reason: "invalid", email: null } as const);
  return <ConfirmAccountPage result={result} employer={employer} returnTo={returnTo} />;
}
