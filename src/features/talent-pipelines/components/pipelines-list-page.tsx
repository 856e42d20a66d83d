import Link from "next/link";
import { getDb } from "@/db/client";
import { capabilityAllowed, type CompanyStanding } from "@/lib/auth/company-access";
import { CUSTOM_TALENT_PIPELINE_PATH, HIRING_PIPELINES_PATH, TALENT_PIPELINES_PATH, talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { Alert } from "@/components/ui/alert";
import { buttonLook } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { Plus, Search, Users } from "@/components/ui/icons";
import { listPipelines } from "../server/queries";
import { PipelinesOverview } from "./pipelines-overview";
import { QuickCreatePipeline } from "./quick-create-pipeline";

/*
 * The company's pipelines (decision 043): /hiring/pipelines and /talent/pipelines without a name.
 * Create one by name (default stages) or a custom one; archived pipelines on request.
 */
export async function PipelinesListPage({
  company,
  standing,
  area,
  showArchived,
  notice,
  companyParam,
}: {
  company: { id: string; name: string };
  standing: CompanyStanding;
  area: EmployerArea;
  showArchived: boolean;
  notice?: string;
  companyParam?: string;
}) {
  const pipelines = await listPipelines(getDb(), company.id, { includeArchived: showArchived });
  const canEdit = capabilityAllowed(standing, "pipelines.edit");
  const listPath = area === "talent" ? TALENT_PIPELINES_PATH : HIRING_PIPELINES_PATH;
  const archivedQuery = new URLSearchParams({ ...(companyParam ? { company: companyParam } : {}), ...(showArchived ? {} : { archived: "1" }) }).toString();
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1>Talent pipelines</h1>
          <p className="text-muted-foreground">{company.name}&rsquo;s lists of people to keep in touch with, each with its own stages. Private to your company.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={talentSearchPath(area)} className={buttonLook("outline")}>
            <Search aria-hidden="true" />
            Find talent
          </Link>
          {canEdit ? (
            <Link href={CUSTOM_TALENT_PIPELINE_PATH} className={buttonLook("outline")}>
              <Plus aria-hidden="true" />
              Custom pipeline
            </Link>
          ) : null}
        </div>
      </header>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      {canEdit ? <QuickCreatePipeline companyId={company.id} /> : null}
      {pipelines.length ? (
        <PipelinesOverview pipelines={pipelines} area={area} company={companyParam} />
      ) : (
        <EmptyState
          icon={<Users />}
          title={showArchived ? "No pipelines at all yet" : "No pipelines yet"}
          action={
            <Link href={talentSearchPath(area)} className={buttonLook("primary")}>
              Find talent
            </Link>
          }
        >
          {canEdit ? "Create a pipeline above, or find people in talent search and add them to a new one." : "Your company has not created any pipelines yet."}
        </EmptyState>
      )}
      <p className="text-sm">
        <Link href={archivedQuery ? `${listPath}?${archivedQuery}` : listPath}>{showArchived ? "Hide archived pipelines" : "Show archived pipelines"}</Link>
      </p>
    </div>
  );
}
