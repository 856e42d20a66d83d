import "server-only";
import { notFound, redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { talentProfilePath, talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import type { SearchParamsRecord } from "../search-query";
import { requireTalentPage } from "../server/page-access";
import { isProfileId, isTalentDiscoverable, openTalentProfile, viewSourceOf } from "../server/queries";
import { TalentGoneView } from "./talent-gone-view";
import { TalentProfileScreen } from "./talent-profile-screen";

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function companyQuery(company: string | null): string {
  return company ? `?${new URLSearchParams({ company })}` : "";
}

/**
 * The body of /talent/{profileId} and /hiring/{profileId}: a non-uuid is 404; access is talent.search
 * in the acting company; a candidate who left or went private is the 410 view (the proxy gives the
 * status); every open is recorded as a view by the acting company (source from ?from=).
 */
export async function TalentProfilePage({ area, profileId, searchParams }: { area: EmployerArea; profileId: string; searchParams: SearchParamsRecord }) {
  if (!isProfileId(profileId)) notFound();
  const company = one(searchParams.company) ?? null;
  const from = one(searchParams.from);
  const returnTo = `${talentProfilePath(profileId, area)}?${new URLSearchParams({ ...(from ? { from } : {}), ...(company ? { company } : {}) })}`.replace(/\?$/, "");
  const db = getDb();
  const { user, company: acting } = await requireTalentPage(db, returnTo, company);
  const searchHref = `${talentSearchPath(area)}${companyQuery(company)}`;
  const profile = await openTalentProfile(db, {
    companyId: acting.id,
    viewerUserId: user.id,
    profileId,
    source: viewSourceOf(from),
  });
  return (
    <PageContainer>
      {profile ? (
        <TalentProfileScreen area={area} companyId={acting.id} profile={profile} viewer={user} backHref={searchHref} now={new Date()} />
      ) : (
        <TalentGoneView area={area} searchHref={searchHref} />
      )}
    </PageContainer>
  );
}

/** /{area}/{profileId}/no-longer-available, where the proxy rewrites a gone profile (status 410). */
export async function TalentGonePage({ area, profileId, searchParams }: { area: EmployerArea; profileId: string; searchParams: SearchParamsRecord }) {
  if (!isProfileId(profileId)) notFound();
  const company = one(searchParams.company) ?? null;
  const db = getDb();
  await requireTalentPage(db, talentProfilePath(profileId, area), company);
  if (await isTalentDiscoverable(db, profileId)) redirect(`${talentProfilePath(profileId.toLowerCase(), area)}${companyQuery(company)}`);
  return (
    <PageContainer>
      <TalentGoneView area={area} searchHref={`${talentSearchPath(area)}${companyQuery(company)}`} />
    </PageContainer>
  );
}
