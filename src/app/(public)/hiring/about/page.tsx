import { pageMetadata } from "@/features/shell/page-metadata";
import { HiringAbout } from "@/features/employer-accounts/components/hiring-about";
import { hiringCta } from "@/features/employer-accounts/hiring-cta";
import { getPageUser } from "@/lib/auth/guard";
import { env } from "@/lib/env";

/** Rendered per request: "Post a job" depends on who is looking. */
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "How Upstep works for employers",
  description: "Your employer account, your company and team roles, postings and applicants on Upstep, and answers to the questions employers ask most.",
  path: "/hiring/about",
});

/** /hiring/about (spec 2.7, issue 16 part 1): how it works, the team roles, questions. Public; server-rendered. */
export default async function HiringAboutPage() {
  const user = await getPageUser();
  return <HiringAbout cta={hiringCta(user, env().REQUEST_DEMO_URL)} />;
}
