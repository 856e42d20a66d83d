import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/icons";
import { companyPath } from "@/lib/company-routes";
import type { CompanyProfileView } from "../types";
import { CompanyMark } from "./company-mark";
import { CompanyProfileForm } from "./company-profile-form";
import { DomainList } from "./domain-list";
import { LogoUploader } from "./logo-uploader";
import { SettingsHeader, SettingsSection } from "./settings-header";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="wrap-break-word">{children}</dd>
    </div>
  );
}

/** /hiring/account-settings/company: owners edit the company profile; everyone else reads it and is told whom to ask. */
export function CompanySettingsScreen({ profile, canManage, ownerNames }: { profile: CompanyProfileView; canManage: boolean; ownerNames: string[] }) {
  const page = companyPath(profile.slug);
  return (
    <div className="flex flex-col gap-8">
      <SettingsHeader title="Company profile">What job seekers see about {profile.name} on its company page and beside every job it posts.</SettingsHeader>
      <p>
        <Link href={page} className="inline-flex items-center gap-1.5 text-sm font-medium">
          <ExternalLink aria-hidden="true" className="size-4" /> See the company page
        </Link>
      </p>
      {canManage ? (
        <>
          <SettingsSection id="logo-heading" title="Logo">
            <LogoUploader companyId={profile.id} companyName={profile.name} logoUrl={profile.logoUrl} />
          </SettingsSection>
          <SettingsSection id="profile-heading" title="Company details">
            <Card>
              <CompanyProfileForm profile={profile} />
            </Card>
          </SettingsSection>
        </>
      ) : (
        <>
          <Alert tone="info" title="Only owners change the company profile">
            {ownerNames.length ? `Ask ${ownerNames.join(", ")} to change it.` : "Ask an owner of the company to change it."}
          </Alert>
          <Card className="flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <CompanyMark name={profile.name} logoUrl={profile.logoUrl} size="lg" />
              <p className="text-xl font-semibold wrap-break-word">{profile.name}</p>
            </div>
            {profile.description ? (
              <div className="flex flex-col gap-3">
                {profile.description
                  .split(/\n\s*\n/)
                  .filter((p) => p.trim())
                  .map((p, i) => (
                    <p key={i} className="whitespace-pre-line wrap-break-word text-muted-foreground">
                      {p.trim()}
                    </p>
                  ))}
              </div>
            ) : (
              <p className="text-muted-foreground">No description yet.</p>
            )}
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact term="Website">{profile.website || "Not stated"}</Fact>
              <Fact term="Company size">{profile.size ? `${profile.size} employees` : profile.otherSize || "Not stated"}</Fact>
              <Fact term="Headquarters">{profile.headquarters || "Not stated"}</Fact>
              <Fact term="Locations">{profile.locations.length ? profile.locations.join("; ") : "Not stated"}</Fact>
            </dl>
          </Card>
        </>
      )}
      <SettingsSection
        id="domains-heading"
        title="Verified email domains"
        description="People who confirm an email address at one of these domains can join the company at once, as interviewers; owners are told and can change their role."
      >
        <DomainList companyId={profile.id} domains={profile.domains} verifiableDomain={profile.verifiableDomain} canManage={canManage} />
      </SettingsSection>
    </div>
  );
}
