import { pageMetadata } from "@/features/shell/page-metadata";
import { HiringLanding } from "@/features/employer-accounts/components/hiring-landing";
import { hiringCta } from "@/features/employer-accounts/hiring-cta";
import { getPageUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";
import { isFeatureEnabled } from "@/lib/flags/server";

/** Rendered per request: "Post a job" depends on who is looking, the resources on a flag. */
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Hire on Upstep",
  description: "Post jobs that appear in search at once, review applicants with your whole hiring team, and hire skilled people near you.",
  path: "/hiring",
});

/** /hiring (spec 2.7, issue 16 part 1): why hire on Upstep. Public; server-rendered, no script of its own. */
export default async function HiringPage() {
  const [user, showResources] = await Promise.all([getPageUser(), isFeatureEnabled("employer-resources")]);
  return <HiringLanding cta={hiringCta(user, env().REQUEST_DEMO_URL)} showResources={showResources} />;
}
