import { buttonClasses } from "@/components/ui/button";
import { socialSignInPath } from "@/lib/routes";
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from "../schemas";
import { SOCIAL_LABELS } from "../messages";
import { AppleLogo, FacebookLogo, GoogleLogo } from "./auth-icons";

const LOGOS: Record<SocialProviderId, typeof GoogleLogo> = { google: GoogleLogo, facebook: FacebookLogo, apple: AppleLogo };

/*
 * "Continue with Google / Facebook / Apple": plain links to the social sign-in route (spec 2.7;
 * links beginning with /api are not prefetched, so these are <a>, not next/link).
 */
export function SocialSignInLinks({ returnTo }: { returnTo?: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Other ways to continue">
      {SOCIAL_PROVIDER_IDS.map((provider) => {
        const Logo = LOGOS[provider];
        return (
          <li key={provider}>
            <a href={socialSignInPath(provider, returnTo)} className={buttonClasses("outline", "lg", "w-full border-input text-foreground shadow-sm hover:bg-muted hover:text-foreground [&_svg]:size-5")}>
              <Logo />
              Continue with {SOCIAL_LABELS[provider]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The "or" rule between the email form and the other ways in. */
export function OrDivider({ label = "or" }: { label?: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-border" />
      <span aria-hidden="true">{label}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
