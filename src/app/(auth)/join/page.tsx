import type { Metadata } from "next";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { AUTH_TEXTS } from "@/features/auth/messages";
import { joinQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { RequestDemoPanel } from "@/features/employer-accounts/components/request-demo-panel";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

type Props = { searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { employer } = joinQuerySchema.parse(await searchParams);
  return { title: employer ? AUTH_TEXTS.employerJoinTitle : AUTH_TEXTS.joinTitle };
}

export default async function Page({ searchParams }: Props) {
  const { employer, returnTo, email } = joinQuerySchema.parse(await searchParams);
  // Employers sign up by themselves only with g2-employment-v2 on; else they request a demo (decision 038).
  if (employer && !(await isFeatureEnabled("g2-employment-v2"))) return <RequestDemoPanel demoUrl={env().REQUEST_DEMO_URL} />;
  return <SignUpPage employer={employer} returnTo={returnTo} defaultEmail={email} />;
}
