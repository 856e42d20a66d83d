import { redirect } from "next/navigation";
import { ACCOUNT_SECURITY_PATH } from "@/lib/routes";

/** Rendered per request (the root layout no longer makes every page dynamic; decision 011). */
export const dynamic = "force-dynamic";

/** /account has one page for now. */
export default function AccountPage() {
  redirect(ACCOUNT_SECURITY_PATH);
}
