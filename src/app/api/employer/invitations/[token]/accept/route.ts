import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { INVITATION_MESSAGES } from "@/features/employer-accounts/messages";
import { invitationTokenSchema } from "@/features/employer-accounts/schemas";
import { acceptInvitation } from "@/features/employer-accounts/server/invitations";

export const dynamic = "force-dynamic";

/**
 * POST /api/employer/invitations/{token}/accept: join the company with the invitation's role, signed in
 * with the invited address (confirmed). Any signed-in person (a candidate too: joining makes them a
 * hiring manager); 403 for another address, 410 for a used, withdrawn or expired invitation.
 */
export const POST = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  const token = invitationTokenSchema.safeParse(params.token ?? "");
  if (!token.success) throw new AppError("NOT_FOUND", INVITATION_MESSAGES.notFound);
  return acceptInvitation(getDb(), user!, token.data);
});
