import Link from "next/link";
import { getDb } from "@/db/client";
import { capabilityAllowed, type CompanyStanding } from "@/lib/auth/company-access";
import { CUSTOM_TALENT_PIPELINE_PATH, HIRING_PIPELINES_PATH, talentSearchPath } from "@/lib/employer-routes";
import { buttonLook } from "@/components/ui/button-variants";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Search, Users } from "@/components/ui/icons";
import { pipelineViewHref } from "../links";
import { listActivity, listPipelines, recentlyAdded } from "../server/queries";
import { displayName } from "./display-name";
import { formatDay, formatDayTime } from "./format";
import { PipelinesOverview } from "./pipelines-overview";

/*
 * The hiring dashboard's talent-pipelines view (issue 17 part 5, decision 043): the company's
 * pipelines with people per stage, the people added lately and the latest activity; with no
 * pipelines, the way to talent search and to creating one. Members without pipelines.read see a
 * short note instead (interviewers have it; every role does today).
 */
export async function TalentPipelinesDashboard({ companyId, standing, company }: { companyId: string; standing: CompanyStanding; company?: string }) {
  if (!capabilityAllowed(standing, "pipelines.read")) return <p className="text-muted-foreground">Your role does not include talent pipelines.</p>;
  const db = getDb();
  const [pipelines, recent, activity] = await Promise.all([listPipelines(db, companyId), recentlyAdded(db, companyId, 6), listActivity(db, { companyId }, 8)]);
  const canEdit = capabilityAllowed(standing, "pipelines.edit");
  if (!pipelines.length) {
    return (
      <EmptyState
        icon={<Users />}
        title="No talent pipelines yet"
        action={
          <>
            <Link href={talentSearchPath("hiring")} className={buttonLook("primary")}>
              <Search aria-hidden="true" />
              Find talent
            </Link>
            {canEdit ? (
              <Link href={CUSTOM_TALENT_PIPELINE_PATH} className={buttonLook("outline")}>
                Create a pipeline
              </Link>
            ) : null}
          </>
        }
      >
        Keep the people you find in talent search or among your applicants in named lists with their own stages, tags and comments.
      </EmptyState>
    );
  }
  const byId = new Map(pipelines.map((p) => [p.id, p]));
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="dash-pipelines" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dash-pipelines" className="text-xl font-semibold">
            Your pipelines
          </h2>
          <Link href={HIRING_PIPELINES_PATH} className="text-sm">
            All pipelines
          </Link>
        </div>
        <PipelinesOverview pipelines={pipelines.slice(0, 6)} area="hiring" company={company} headingLevel={3} />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="dash-recent">
          <Card className="flex h-full flex-col gap-3">
            <h2 id="dash-recent" className="text-lg font-semibold">
              Recently added
            </h2>
            {recent.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {recent.map((m) => {
                  const p = byId.get(m.pipelineId) ?? { id: m.pipelineId, name: m.pipelineName };
                  return (
                    <li key={m.id} className="break-words">
                      <Link href={pipelineViewHref("hiring", p, { selected: m.candidateUserId, company })} className="font-semibold">
                        {displayName(m)}
                      </Link>
                      <span className="text-muted-foreground">
                        {" "}
                        · {m.pipelineName} · {formatDay(m.addedAt)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nobody added yet.</p>
            )}
          </Card>
        </section>
        <section aria-labelledby="dash-activity">
          <Card className="flex h-full flex-col gap-3">
            <h2 id="dash-activity" className="text-lg font-semibold">
              Recent activity
            </h2>
            {activity.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {activity.map((a) => (
                  <li key={a.id} className="break-words">
                    <span className="font-semibold">{a.personName ?? "Someone"}</span>: {a.text} in {a.pipelineName}
                    <span className="block text-xs text-muted-foreground">
                      {a.actorName} · {formatDayTime(a.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing yet.</p>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}
