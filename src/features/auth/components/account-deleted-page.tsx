import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { JOIN_PATH } from "@/lib/routes";
import { AUTH_TEXTS } from "../messages";
import { AuthCard } from "./auth-card";
import { CheckCircle2 } from "@/components/ui/icons";

/** /deleteaccount/confirmation: where "delete my account" ends (after the logout route). */
export function AccountDeletedPage() {
  return (
    <AuthCard title={AUTH_TEXTS.deletedTitle} icon={<CheckCircle2 />} iconTone="success" intro={AUTH_TEXTS.deletedBody}>
      <p className="text-muted-foreground">{AUTH_TEXTS.deletedJoinAgain}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("primary", "lg", "w-full sm:w-auto sm:flex-1")}>
          Go to the home page
        </Link>
        <Link href={JOIN_PATH} className={buttonClasses("outline", "lg", "w-full sm:w-auto sm:flex-1")}>
          Join Upstep again
        </Link>
      </div>
    </AuthCard>
  );
}
