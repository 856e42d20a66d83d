import type { Metadata } from "next";
import { ErrorPage } from "@/components/ui/error-page";
import { COMPANIES_PATH } from "@/lib/company-routes";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <ErrorPage
      statusCode={404}
      links={[
        { href: JOBS_SEARCH_PATH, label: "Search jobs" },
        { href: COMPANIES_PATH, label: "Browse companies" },
      ]}
    />
  );
}
