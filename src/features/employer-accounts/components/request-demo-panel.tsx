import { AuthCard } from "@/features/auth/components/auth-card";
import { Building2 } from "@/components/ui/icons";
import { loginPath } from "@/lib/routes";
import { RequestDemoLink } from "./request-demo-link";

/*
 * /join?employer=true while g2-employment-v2 is off (decision 038): employer accounts are set up with
 * Upstep's team, so the page offers the request-a-demo link (REQUEST_DEMO_URL) instead of the form.
 */
export function RequestDemoPanel({ demoUrl }: { demoUrl: string }) {
  return (
    <AuthCard
      title="Hire with Upstep"
      icon={<Building2 />}
      intro="We set up every employer account with you: a short call to learn how you hire, then your company, your team and your first postings on Upstep."
      footer={
        <div className="flex flex-col gap-2">
          <p>
            Already have an account?{" "}
            <a href={loginPath()} className="font-semibold">
              Log in
            </a>
          </p>
          <p>Invited by a colleague? Open the link in the invitation email to join their company.</p>
        </div>
      }
    >
      <RequestDemoLink href={demoUrl} size="lg" label="Request a demo" />
    </AuthCard>
  );
}
