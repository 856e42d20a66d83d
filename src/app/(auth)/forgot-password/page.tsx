import type { Metadata } from "next";
import { ForgotPasswordPage } from "@/features/auth/components/forgot-password-page";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reset your password" };

export default function Page() {
  return <ForgotPasswordPage />;
}
