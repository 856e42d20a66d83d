import { redirect } from "next/navigation";
import { ACCOUNT_SECURITY_PATH } from "@/lib/routes";

/** /account has one page for now. */
export default function AccountPage() {
  redirect(ACCOUNT_SECURITY_PATH);
}
