import Link from "next/link";
import type { EmployerArea } from "@/lib/employer-routes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { profileFromPipelineHref } from "../links";
import type { MemberDetail } from "../server/member-detail";
import type { StageView } from "../types";
import { CommentThread } from "./comment-thread";
import { formatDay, formatDayTime } from "./format";
import { MemberActions } from "./member-actions";
import { displayName } from "./display-name";

/*
 * The person opened in a pipeline (?selected=): who they are (only while their profile is
 * available), their stage and tags, the company's comments and their history here (decision 043).
 */
export function PersonPanel({
  detail,
  pipelineId,
  companyId,
  stages,
  area,
  canEdit,
  me,
  closeHref,
}: {
  detail: MemberDetail;
  pipelineId: string;
  companyId: string;
  stages: StageView[];
  area: EmployerArea;
  canEdit: boolean;
  me: string;
  closeHref: string;
}) {
  const { member, comments, activity } = detail;
  const stage = stages.find((s) => s.id === member.stageId);
  return (
    <Card className="flex min-w-0 flex-col gap-5" data-testid="person-panel">
      <section aria-labelledby="person-heading" className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h2 id="person-heading" className="min-w-0 break-words text-xl font-semibold">
            {displayName(member)}
          </h2>
          <Link href={closeHref} scroll={false} className="shrink-0 text-sm">
            Close<span className="sr-only"> this person</span>
          </Link>
        </div>
        {member.available ? (
          <>
            {member.headline ? <p className="break-words text-muted-foreground">{member.headline}</p> : null}
            {member.location ? <p className="text-sm text-muted-foreground">{member.location}</p> : null}
            <p>
              <Link href={profileFromPipelineHref(member.candidateUserId, area)} className="text-sm font-semibold">
                Open profile
              </Link>
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">This person made their profile private or it is no longer available. Your company&apos;s stage, tags and comments stay here.</p>
        )}
        <p className="text-sm">
          <span className="font-semibold">{stage?.name ?? "Unknown stage"}</span>
          <span className="text-muted-foreground"> · since {formatDay(member.stageEnteredAt)} · added {formatDay(member.addedAt)}</span>
        </p>
        {!canEdit && member.tags.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {member.tags.map((t) => (
              <li key={t}>
                <Badge tone="primary">{t}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {canEdit ? <MemberActions pipelineId={pipelineId} memberId={member.id} stageId={member.stageId} stages={stages} tags={member.tags} closeHref={closeHref} /> : null}
      <CommentThread companyId={companyId} candidateUserId={member.candidateUserId} pipelineId={pipelineId} comments={comments} canWrite={canEdit} me={me} />
      <section aria-labelledby="person-history" className="flex flex-col gap-2">
        <h3 id="person-history" className="text-base font-semibold">
          History
        </h3>
        <ol className="flex flex-col gap-1 text-sm">
          {activity.map((a) => (
            <li key={a.id} className="break-words">
              {a.text} <span className="text-muted-foreground">· {a.actorName} · {formatDayTime(a.createdAt)}</span>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
