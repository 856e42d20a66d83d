"use client";

import { ACCOUNT_SECURITY_PATH, JOIN_PATH, loginPath } from "@/lib/routes";
import { LOGOUT_HASH } from "../shell-routes";
import { ShellLink } from "./shell-link";
import { useShellViewer } from "./use-shell-viewer";

/*
 * Spec 2.3's "Login | Join" under the footer's logo, for signed-out visitors (and while the app
 * context loads, and without JavaScript: the server's HTML is the same for everyone, decision 011).
 * A signed-in visitor sees "My account | Log out" instead (issue 11): the account page and the Log
 * Out Confirmation modal, as in the avatar menu.
 */
export function FooterAccountLinks({ linkClassName }: { linkClassName: string }) {
  const { viewer, status } = useShellViewer();
  const signedIn = status === "known" && viewer !== null;
  return (
    <p className="text-sm text-muted-foreground" data-footer-account={signedIn ? "signed-in" : "signed-out"}>
      {signedIn ? (
        <>
          <ShellLink href={ACCOUNT_SECURITY_PATH} className={linkClassName}>
            My account
          </ShellLink>{" "}
          <span aria-hidden="true">|</span>{" "}
          <a href={LOGOUT_HASH} className={linkClassName}>
            Log out
          </a>
        </>
      ) : (
        <>
          <a href={loginPath()} className={linkClassName}>
            Login
          </a>{" "}
          <span aria-hidden="true">|</span>{" "}
          <ShellLink href={JOIN_PATH} className={linkClassName}>
            Join
          </ShellLink>
        </>
      )}
    </p>
  );
}
