import "server-only";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { parseTalentQuery, talentQueryString, type SearchParamsRecord } from "../search-query";
import { requireTalentPage } from "../server/page-access";
import { searchTalentForPage } from "../server/queries";
import { TalentSearchScreen } from "./talent-search-screen";

/** The body of /talent/subscribers and /hiring/subscribers: access (talent.search), the search, the screen. */
export async function TalentSearchPage({ area, searchParams }: { area: EmployerArea; searchParams: SearchParamsRecord }) {
  const { params, page } = parseTalentQuery(searchParams);
  const companyParam = typeof searchParams.company === "string" ? searchParams.company : null;
  const returnTo = `${talentSearchPath(area)}${talentQueryString(params, { page, company: companyParam })}`;
  const db = getDb();
  const { company } = await requireTalentPage(db, returnTo, companyParam);
  const outcome = await searchTalentForPage(db, params, { page, facets: true });
  return (
    <PageContainer>
      <TalentSearchScreen area={area} company={company} companyParam={companyParam} params={params} page={page} outcome={outcome} now={new Date()} />
    </PageContainer>
  );
}
