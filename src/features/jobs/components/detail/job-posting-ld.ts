import { EMPLOYMENT_TYPE_TEXTS } from "@/lib/employment-types";
import type { JobDetail } from "../../server/queries";

/*
 * schema.org JobPosting for Google for Jobs. Only open jobs get one (a 410 page has none).
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 */

type LdJob = Omit<JobDetail, "company"> & { company: Pick<JobDetail["company"], "name" | "website" | "logoUrl"> };

export function jobPostingLd(job: LdJob, opts: { url: string; baseUrl: string }): Record<string, unknown> {
  const places = job.locations.filter((l) => l.type !== "Pseudo");
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString(),
    ...(job.validThrough ? { validThrough: job.validThrough.toISOString() } : {}),
    url: opts.url,
    identifier: { "@type": "PropertyValue", name: "Upstep", value: job.id },
    hiringOrganization: {
      "@type": "Organization",
      name: job.company.name,
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logoUrl ? { logo: new URL(job.company.logoUrl, opts.baseUrl).toString() } : {}),
    },
    directApply: job.applyOnPlatform,
  };
  // schema.org's JobPosting.skills: a text (the posting's skills from the vocabulary).
  if (job.skills?.length) ld.skills = job.skills.map((s) => s.name).join(", ");
  if (job.employmentType) ld.employmentType = EMPLOYMENT_TYPE_TEXTS[job.employmentType].schemaOrg;
  if (job.remote) {
    ld.jobLocationType = "TELECOMMUTE";
    ld.applicantLocationRequirements = { "@type": "Country", name: "US" };
  }
  if (places.length) {
    const locs = places.map((l) => ({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(l.city ? { addressLocality: l.city } : {}),
        ...(l.stateCode ? { addressRegion: l.stateCode } : {}),
        ...(l.postalCode ? { postalCode: l.postalCode } : {}),
        addressCountry: "US",
      },
    }));
    ld.jobLocation = locs.length === 1 ? locs[0] : locs;
  }
  if (job.salaryMinCents !== null || job.salaryMaxCents !== null) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: job.salaryPeriod === "hour" ? "HOUR" : "YEAR" };
    if (job.salaryMinCents !== null) value.minValue = job.salaryMinCents / 100;
    if (job.salaryMaxCents !== null) value.maxValue = job.salaryMaxCents / 100;
    ld.baseSalary = { "@type": "MonetaryAmount", currency: job.salaryCurrency ?? "USD", value };
  }
  return ld;
}

/**
 * JSON for an inline <script type="application/ld+json">: `<` is escaped (as are U+2028/U+2029) so
 * no value ("</script>", "<!--") can end the script element or change how it is parsed.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
