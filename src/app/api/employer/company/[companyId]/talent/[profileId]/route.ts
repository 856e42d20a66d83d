import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { AppError } from "@/lib/errors";
import { TALENT_PROFILE_GONE_MESSAGE } from "@/features/talent-search/messages";
import { isProfileId, openTalentProfile, viewSourceOf } from "@/features/talent-search/server/queries";

export const dynamic = "force-dynamic";
const noStore = { headers: { "Cache-Control": "private, no-store" } };

/**
 * GET /api/employer/company/{companyId}/talent/{profileId}?from=: a discoverable candidate's profile as
 * employers see it (talent.search in the company); recorded as a view by the company. 404 for an id
 * that is not one, 410 with the spec's text when the candidate left or went private (decision 042).
 */
export const GET = apiRoute({ permission: "employer" }, async ({ user, params, request }) => {
  const db = getDb();
  await requireCompanyCapability(db, user!, params.companyId!, "talent.search");
  if (!isProfileId(params.profileId!)) throw new AppError("NOT_FOUND", "Not found.");
  const from = new URL(request.url).searchParams.get("from");
  const profile = await openTalentProfile(db, {
    companyId: params.companyId!.toLowerCase(),
    viewerUserId: user!.id,
    profileId: params.profileId!,
    source: viewSourceOf(from),
  });
  if (!profile) throw new AppError("GONE", TALENT_PROFILE_GONE_MESSAGE);
  return Response.json(
    {
      profile: profile.view,
      lastActiveAt: profile.lastActiveAt,
      willingToRelocate: profile.willingToRelocate,
      currentTitle: profile.currentTitle,
    },
    noStore,
  );
});
