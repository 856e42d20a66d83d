import { AuthCard } from "@/features/auth/components/auth-card";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { AlertCircle, Building2 } from "@/components/ui/icons";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { loginPath, logoutPagePath } from "@/lib/routes";
import { joinPath } from "@/lib/sign-up-routes";
import { INVITATION_MESSAGES, ROLE_DESCRIPTIONS, roleLabel } from "../messages";
import type { InvitationView } from "../types";
import { CompanyMark } from "./company-mark";
import { InvitationAnswer } from "./invitation-answer";

export type InvitationViewer = { email: string; emailVerified: boolean } | null;

/*
 * /hiring/invitations/{token} (decision 038): which company, which role, who invited. Signed out: log
 * in or sign up with the invited address, and come back here. Signed in with the invited address:
 * Accept or Decline. Another account: what to do. A used, withdrawn or expired invitation, or an
 * unknown link: a clear message and somewhere to go.
 */
export function InvitationScreen({ token, path, invitation, viewer }: { token: string; path: string; invitation: InvitationView | null; viewer: InvitationViewer }) {
  if (!invitation || invitation.state !== "open") {
    const message = !invitation
      ? INVITATION_MESSAGES.notFound
      : invitation.state === "accepted"
        ? INVITATION_MESSAGES.accepted
        : invitation.state === "expired"
          ? INVITATION_MESSAGES.expired
          : INVITATION_MESSAGES.revoked;
    return (
      <AuthCard title={invitation ? `This invitation to ${invitation.company.name} no longer works` : "This invitation link does not work"} icon={<AlertCircle />} iconTone="warning" intro={message}>
        <div className="flex flex-col gap-2">
          {viewer ? (
            <a href={HIRING_WELCOME_PATH} className={buttonClasses("primary", "lg", "w-full")}>
              Create or join a company
            </a>
          ) : (
            <a href={loginPath(HIRING_WELCOME_PATH)} className={buttonClasses("primary", "lg", "w-full")}>
              Log in
            </a>
          )}
        </div>
      </AuthCard>
    );
  }

  const { company } = invitation;
  const matches = viewer !== null && viewer.email.toLowerCase() === invitation.email.toLowerCase();
  const expires = new Date(invitation.expiresAt).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  return (
    <AuthCard title={`Join ${company.name} on Upstep`} icon={<Building2 />} width="narrow">
      <div className="flex flex-col gap-5">
        <div className="flex items-center gap-3">
          <CompanyMark name={company.name} logoUrl={company.logoUrl} size="lg" />
          <div className="min-w-0">
            <p className="font-semibold wrap-break-word">{company.name}</p>
            <p className="text-sm text-muted-foreground">{invitation.invitedByName ? `${invitation.invitedByName} invited you` : "You are invited"}</p>
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="font-medium text-muted-foreground">Your role</dt>
            <dd>
              <span className="font-semibold text-foreground">{roleLabel(invitation.role)}</span>: {ROLE_DESCRIPTIONS[invitation.role]}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground">Invited address</dt>
            <dd className="break-all">{invitation.email}</dd>
          </div>
          <div>
            <dt className="font-medium text-muted-foreground">Works until</dt>
            <dd>{expires}</dd>
          </div>
        </dl>
        {viewer === null ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">Log in or create your account with {invitation.email} to accept. You come back here afterwards.</p>
            <a href={joinPath({ returnTo: path, email: invitation.email })} className={buttonClasses("primary", "lg", "w-full")}>
              Create your account
            </a>
            <a href={loginPath(path)} className={buttonClasses("outline", "lg", "w-full")}>
              Log in
            </a>
          </div>
        ) : !matches ? (
          <div className="flex flex-col gap-3">
            <Alert tone="warning" title="You are logged in with another address">
              You are logged in as {viewer.email}. {INVITATION_MESSAGES.wrongAccount(invitation.email)}
            </Alert>
            <a href={logoutPagePath(path)} className={buttonClasses("primary", "lg", "w-full")}>
              Log out
            </a>
          </div>
        ) : !viewer.emailVerified ? (
          <Alert tone="warning">{INVITATION_MESSAGES.unverified}</Alert>
        ) : (
          <InvitationAnswer token={token} companyName={company.name} />
        )}
      </div>
    </AuthCard>
  );
}
