import "server-only";
import Link from "next/link";
import { getDb } from "@/db/client";
import { capabilityAllowed, companyStanding } from "@/lib/auth/company-access";
import { hiringPipelinePath, talentPipelinesPath, type EmployerArea } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { listComments } from "../server/comments";
import { pipelinesOfPerson } from "../server/queries";
import { CommentThread } from "./comment-thread";

/*
 * The talent profile page's panel (decision 043): the company's pipelines this person is in (stage,
 * tags, a link that opens them there), the company's private comments with a form to add one. Shown
 * to members with pipelines.read; the form and "Add to talent pipeline" need pipelines.edit. Nothing
 * at all for anyone without standing in the company (the page has checked its own access).
 */
type Props = {
  companyId: string;
  candidateUserId: string;
  viewer: { id: string; roles: readonly string[]; twoFactorEnabled: boolean };
  area: EmployerArea;
};

export async function ProfilePipelinesPanel({ companyId, candidateUserId, viewer, area }: Props) {
  const db = getDb();
  const standing = await companyStanding(db, viewer, companyId);
  if (!standing || !capabilityAllowed(standing, "pipelines.read")) return null;
  const canWrite = capabilityAllowed(standing, "pipelines.edit");
  const [pipelines, comments] = await Promise.all([pipelinesOfPerson(db, companyId, candidateUserId), listComments(db, companyId, candidateUserId)]);
  const openIn = (p: { pipelineId: string; pipelineName: string }) =>
    area === "talent" ? talentPipelinesPath({ name: p.pipelineName, selected: candidateUserId }) : `${hiringPipelinePath(p.pipelineId)}?selected=${encodeURIComponent(candidateUserId)}`;
  return (
    <Card className="flex flex-col gap-5" data-testid="profile-pipelines-panel">
      <section aria-labelledby="profile-pipelines-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="profile-pipelines-heading" className="text-lg font-semibold">
            Talent pipelines
          </h2>
        </div>
        {pipelines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not in any of your company&apos;s pipelines yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {pipelines.map((p) => (
              <li key={p.memberId} className="flex flex-wrap items-center gap-2 text-sm">
                <Link href={openIn(p)} className="font-semibold underline-offset-4 hover:underline">
                  {p.pipelineName}
                </Link>
                <span className="text-muted-foreground">· {p.stageName}</span>
                {p.archived ? <Badge tone="neutral">Archived</Badge> : null}
                {p.tags.map((t) => (
                  <Badge key={t} tone="primary">
                    {t}
                  </Badge>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CommentThread companyId={companyId} candidateUserId={candidateUserId} comments={comments} canWrite={canWrite} me={viewer.id} />
    </Card>
  );
}
