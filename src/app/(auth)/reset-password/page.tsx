import type { Metadata } from "next";
import { connection } from "next/server";
import { ResetPasswordPage } from "@/features/auth/components/reset-password-page";
import { tokenQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { isPasswordResetTokenUsable } from "@/features/auth/server/password-reset";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await connection();
  const { token, error } = tokenQuerySchema.parse(await searchParams);
  // error=INVALID_TOKEN is how better-auth's own reset callback reports a dead link.
  const state = error ? "invalid" : !token ? "missing" : (await isPasswordResetTokenUsable(token)) ? "ready" : "invalid";
  return <ResetPasswordPage token={state === "ready" ? token : undefined} state={state} />;
}
