import { Alert } from "@/components/ui/alert";
import type { TeamView } from "../types";
import { InvitationList } from "./invitation-list";
import { InviteForm } from "./invite-form";
import { JoinRequestList } from "./join-request-list";
import { SettingsHeader, SettingsSection } from "./settings-header";
import { TeamMembers } from "./team-members";

function names(list: string[]): string {
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
}

/** /hiring/account-settings/team: who is on the company's hiring team; owners invite, answer requests, change roles. */
export function TeamScreen({ view }: { view: TeamView }) {
  const { company } = view;
  return (
    <div className="flex flex-col gap-8">
      <SettingsHeader title="Team">The people at {company.name} who post jobs and review applicants on Upstep, and what each of them may do.</SettingsHeader>
      {view.canManage && view.joinRequests.length ? (
        <SettingsSection id="requests-heading" title={`Asking to join (${view.joinRequests.length})`} description="Approve with a role, or decline. They are told either way.">
          <JoinRequestList companyId={company.id} requests={view.joinRequests} />
        </SettingsSection>
      ) : null}
      <SettingsSection id="members-heading" title={`Members (${view.members.length})`}>
        <TeamMembers companyId={company.id} companyName={company.name} members={view.members} canManage={view.canManage} />
      </SettingsSection>
      {view.canManage ? (
        <>
          <SettingsSection id="invite-heading" title="Invite someone" description="They get an email with a link to join; they can sign up from it if they have no Upstep account yet.">
            <InviteForm companyId={company.id} />
          </SettingsSection>
          <SettingsSection id="invitations-heading" title={`Invitations waiting (${view.invitations.length})`}>
            <InvitationList companyId={company.id} invitations={view.invitations} />
          </SettingsSection>
        </>
      ) : (
        <Alert tone="info" title="Only owners manage the team">
          {view.ownerNames.length ? `To invite someone or change a role, ask ${names(view.ownerNames)}.` : "To invite someone or change a role, ask an owner of the company."}
        </Alert>
      )}
    </div>
  );
}
