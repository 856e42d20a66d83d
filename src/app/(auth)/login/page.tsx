import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginPage } from "@/features/auth/components/login-page";
import { loginQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { getPageUser } from "@/lib/auth/guard";
import { safeReturnTo } from "@/lib/auth/return-to";
import { loginLandingPath } from "@/features/onboarding/redirects";

export const metadata: Metadata = { title: "Log in" };

export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const query = loginQuerySchema.parse(await searchParams);
  const returnTo = safeReturnTo(query.returnTo);
  // After signing up, the first log-in goes on to onboarding (decision 030); an explicit returnTo wins.
  const landing = loginLandingPath({ returnTo: query.returnTo, fromSignUp: query.from_sign_up });
  // Sent here on the way to a page (returnTo) but already logged in: go on. A plain visit is decided
  // in the browser (the page shows who is signed in and their next steps; issue 11).
  if (query.returnTo !== undefined && (await getPageUser())) redirect(returnTo);
  return <LoginPage returnTo={landing} joinReturnTo={query.returnTo !== undefined ? returnTo : undefined} fromSignUp={query.from_sign_up} socialFailed={query.social_failed} socialUnavailable={query.social_unavailable} />;
}
