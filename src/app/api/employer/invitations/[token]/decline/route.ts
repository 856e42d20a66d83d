import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { INVITATION_MESSAGES } from "@/features/employer-accounts/messages";
import { invitationTokenSchema } from "@/features/employer-accounts/schemas";
import { declineInvitation } from "@/features/employer-accounts/server/invitations";

export const dynamic = "force-dynamic";

/** POST /api/employer/invitations/{token}/decline: say no to an invitation (signed in with the invited address). */
export const POST = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  const token = invitationTokenSchema.safeParse(params.token ?? "");
  if (!token.success) throw new AppError("NOT_FOUND", INVITATION_MESSAGES.notFound);
  await declineInvitation(getDb(), user!, token.data);
  return { ok: true };
});
