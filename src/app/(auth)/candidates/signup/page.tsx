import type { Metadata } from "next";
import { SignUpPage } from "@/features/auth/components/sign-up-page";

export const metadata: Metadata = { title: "Create your candidate account" };

export default function Page() {
  return <SignUpPage employer={false} />;
}
