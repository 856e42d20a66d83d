import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { getPageUser } from "@/lib/auth/guard";
import { invitationPath } from "@/lib/employer-routes";
import { InvitationScreen } from "@/features/employer-accounts/components/invitation-screen";
import { invitationTokenSchema } from "@/features/employer-accounts/schemas";
import { getInvitationView } from "@/features/employer-accounts/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your invitation", robots: { index: false }, referrer: "no-referrer" };

/**
 * /hiring/invitations/{token} (issue 16 part 1): the invitation the mail's link carries. Open to
 * anyone with the link (the token is the secret); accepting needs the invited address, signed in.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token: raw } = await params;
  // Next hands the segment over still percent-encoded; a token never needs encoding (base64url).
  const parsed = invitationTokenSchema.safeParse(raw);
  const token = parsed.success ? parsed.data : null;
  const [invitation, user] = await Promise.all([token ? getInvitationView(getDb(), token) : null, getPageUser()]);
  return (
    <InvitationScreen
      token={token ?? ""}
      path={invitationPath(token ?? raw)}
      invitation={invitation}
      viewer={user ? { email: user.email, emailVerified: user.emailVerified } : null}
    />
  );
}
