import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getCurrentUser, type CurrentUser } from "./session";
import { checkPermission, MFA_SETUP_PATH, type Permission } from "./permissions";
import { loginPath } from "@/lib/routes";

/** The signed-in user of the page being rendered, or null. */
export async function getPageUser(): Promise<CurrentUser | null> {
  return getCurrentUser(await headers());
}

/*
 * Page-level authorization, called in each page.tsx (not only in a layout). Signed-out users go to
 * the login page with returnTo; users without the permission get the 403 page; administrators
 * without two-factor authentication are sent to set it up.
 */
export async function requirePagePermission(permission: Permission, returnTo: string): Promise<CurrentUser> {
  const user = await getPageUser();
  const result = checkPermission(user, permission);
  if (result.ok) return user!;
  if (result.reason === "unauthenticated") redirect(loginPath(returnTo));
  if (result.reason === "mfa-required") redirect(MFA_SETUP_PATH);
  forbidden();
}
