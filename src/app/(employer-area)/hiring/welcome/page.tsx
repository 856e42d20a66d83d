import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PageContainer } from "@/components/ui/page-container";
import { requirePagePermission } from "@/lib/auth/guard";
import { HIRING_WELCOME_PATH } from "@/lib/employer-routes";
import { env } from "@/lib/env";
import { WelcomeScreen } from "@/features/employer-accounts/components/welcome-screen";
import { getWelcomeView } from "@/features/employer-accounts/server/queries";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Set up your company", robots: { index: false } };

/**
 * /hiring/welcome (issue 16 part 1, decision 038): where an employer lands after confirming their
 * email, and where a hiring-type person without a company is sent (requireEmployerPage): create the
 * company or join one. The employer permission only: having no company is the point of this page.
 */
export default async function WelcomePage() {
  const user = await requirePagePermission("employer", HIRING_WELCOME_PATH);
  const view = await getWelcomeView(getDb(), user);
  return (
    <PageContainer>
      <WelcomeScreen view={view} demoUrl={env().REQUEST_DEMO_URL} />
    </PageContainer>
  );
}
