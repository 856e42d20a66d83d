import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Briefcase, Clock, MapPin } from "@/components/ui/icons";
import { EmployerPreviewSections, employerViewFacts } from "@/features/candidate-profile/components/employer-preview-sections";
import { AddToPipelineButton } from "@/features/talent-pipelines/components/add-to-pipeline-button";
import { ProfilePipelinesPanel } from "@/features/talent-pipelines/components/profile-pipelines-panel";
import type { EmployerArea } from "@/lib/employer-routes";
import type { TalentProfile } from "../server/queries";
import { activeLabel } from "./format";

type Props = {
  area: EmployerArea;
  companyId: string;
  profile: TalentProfile;
  viewer: { id: string; roles: readonly string[]; twoFactorEnabled: boolean };
  backHref: string;
  now: Date;
};

/**
 * /talent/{profileId} and /hiring/{profileId} (decision 042): what the candidate chose to show
 * (employerViewOfCandidate, never private fields), the company's pipelines and comments about them
 * (helper B's panel) and adding them to a pipeline.
 */
export function TalentProfileScreen({ area, companyId, profile, viewer, backHref, now }: Props) {
  const { view } = profile;
  const facts = employerViewFacts(view);
  const place = [view.city, view.state].filter(Boolean).join(", ");
  return (
    <div className="flex flex-col gap-6">
      <Link href={backHref} className="w-fit text-sm">
        Back to talent search
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <article aria-labelledby="talent-profile-name" className="flex flex-col gap-6" data-testid="talent-profile">
            <header className="flex flex-col gap-1">
              <h1 id="talent-profile-name" className="break-words text-3xl">
                {view.name}
              </h1>
              {view.headline ? <p className="break-words text-lg font-medium">{view.headline}</p> : null}
              {profile.currentTitle && profile.currentTitle !== view.headline ? <p className="break-words">{profile.currentTitle}</p> : null}
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                {facts.map((fact) => (
                  <li key={fact} className="flex items-center gap-1.5">
                    {fact === place ? <MapPin aria-hidden="true" className="size-4" /> : <Briefcase aria-hidden="true" className="size-4" />}
                    {fact}
                  </li>
                ))}
                {profile.willingToRelocate ? <li>Willing to relocate</li> : null}
                <li className="flex items-center gap-1.5">
                  <Clock aria-hidden="true" className="size-4" />
                  {activeLabel(profile.lastActiveAt, now)}
                </li>
              </ul>
            </header>
            <EmployerPreviewSections view={view} level={2} idPrefix="talent-profile" />
          </article>
        </Card>
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">Keep track</h2>
            <AddToPipelineButton companyId={companyId} candidateUserIds={[view.userId]} source="search" label="Add to pipeline" />
          </Card>
          <ProfilePipelinesPanel companyId={companyId} candidateUserId={view.userId} viewer={viewer} area={area} />
        </div>
      </div>
    </div>
  );
}
