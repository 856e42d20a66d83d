import type { Metadata } from "next";
import { SignUpPage } from "@/features/auth/components/sign-up-page";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Create your candidate account" };

export default function Page() {
  return <SignUpPage employer={false} />;
}
