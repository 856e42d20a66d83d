import Link from "next/link";
import { Card } from "@/components/ui/card";
import { KeyRound } from "@/components/ui/icons";
import { ACCOUNT_SECURITY_PATH } from "@/lib/routes";
import type { YourDetailsView } from "../types";
import { MyCompanies } from "./my-companies";
import { SettingsHeader, SettingsSection } from "./settings-header";
import { YourDetailsForm } from "./your-details-form";

/** /hiring/account-settings/your-details (spec 2.7): you, your job title here, your companies. */
export function YourDetailsScreen({ userId, view }: { userId: string; view: YourDetailsView }) {
  return (
    <div className="flex flex-col gap-8">
      <SettingsHeader title="Your details">How you appear to your team at {view.company.name}, and the companies you hire for.</SettingsHeader>
      <Card className="flex flex-col gap-5">
        <YourDetailsForm companyId={view.company.id} companyName={view.company.name} name={view.name} jobTitle={view.jobTitle} />
        <div className="border-t border-border pt-4">
          <p className="text-sm font-medium text-foreground">Email address</p>
          <p className="break-all">{view.email}</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Your email, password and two-step verification are in{" "}
            <Link href={ACCOUNT_SECURITY_PATH} className="inline-flex items-center gap-1 font-medium">
              <KeyRound aria-hidden="true" className="size-3.5" /> Account &amp; Security
            </Link>
            .
          </p>
        </div>
      </Card>
      <SettingsSection id="companies-heading" title="Your companies" description="The pages act for one company at a time; switch to work for another.">
        <MyCompanies userId={userId} companies={view.memberships} currentId={view.company.id} lastOwner={view.lastOwner} pendingRequests={view.pendingRequests} />
      </SettingsSection>
    </div>
  );
}
