import { redirect } from "next/navigation";
import { ADMIN_FEATURES_PATH } from "@/lib/routes";

/** /admin: the feature flags until the admin dashboard arrives. */
export default function AdminIndexPage() {
  redirect(ADMIN_FEATURES_PATH);
}
