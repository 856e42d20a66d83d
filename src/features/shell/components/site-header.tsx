import Link from "next/link";
import { getPageUser } from "@/lib/auth/guard";
import { isAdministrator } from "@/lib/auth/roles";
import { buttonClasses } from "@/components/ui/button";
import { ACCOUNT_SECURITY_PATH, ADMIN_FEATURES_PATH, JOIN_PATH, loginPath, logoutPath } from "@/lib/routes";

/*
 * The platform's header: logo, and Log in / Join or the signed-in user's links. The full content-
 * driven navigation (spec 2.4-2.5) replaces the middle of this bar with the shell issue.
 */
export async function SiteHeader() {
  const user = await getPageUser();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-slate-900 no-underline hover:no-underline">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
            ↑
          </span>
          Upstep
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {user ? (
            <>
              {isAdministrator(user.roles) ? (
                <Link href={ADMIN_FEATURES_PATH} className={buttonClasses("ghost", "sm")}>
                  Admin
                </Link>
              ) : null}
              <Link href={ACCOUNT_SECURITY_PATH} className={buttonClasses("ghost", "sm")}>
                <span className="hidden sm:inline">{user.name}</span>
                <span className="sm:hidden">Account</span>
              </Link>
              <a href={logoutPath()} className={buttonClasses("outline", "sm")}>
                Log out
              </a>
            </>
          ) : (
            <>
              <a href={loginPath()} className={buttonClasses("outline", "sm")}>
                Log in
              </a>
              <Link href={JOIN_PATH} className={buttonClasses("primary", "sm")}>
                Join
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
