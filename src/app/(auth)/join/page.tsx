import type { Metadata } from "next";
import { SignUpPage } from "@/features/auth/components/sign-up-page";
import { AUTH_TEXTS } from "@/features/auth/messages";
import { joinQuerySchema, type PageSearchParams } from "@/features/auth/schemas";

type Props = { searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { employer } = joinQuerySchema.parse(await searchParams);
  return { title: employer ? AUTH_TEXTS.employerJoinTitle : AUTH_TEXTS.joinTitle };
}

export default async function Page({ searchParams }: Props) {
  const { employer, returnTo } = joinQuerySchema.parse(await searchParams);
  return <SignUpPage employer={employer} returnTo={returnTo} />;
}
