import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { OutboxPage } from "@/features/auth/components/outbox-page";
import { outboxQuerySchema, type PageSearchParams } from "@/features/auth/schemas";
import { requireDevPage } from "@/lib/dev-pages";
import { listOutbox, outboxEnabled } from "@/lib/email";

export const metadata: Metadata = { title: "Development outbox", robots: { index: false, follow: false } };

export default async function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await connection(); // lists files written at run time: never prerendered
  // Every reset and confirmation link is here: development hosts and this machine's clients only.
  await requireDevPage();
  if (!outboxEnabled()) notFound();
  const { to } = outboxQuerySchema.parse(await searchParams);
  const mails = await listOutbox(100);
  return <OutboxPage mails={mails} to={to} />;
}
