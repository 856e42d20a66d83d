import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { companyPath } from "@/lib/company-routes";
import { browseCategoryPath, browseSubcategoryPath } from "@/lib/job-routes";
import { employmentTypeLabel } from "@/lib/employment-types";
import { JOB_TAGS } from "@/db/schema";
import type { JobDetail, JobListItem } from "../../server/queries";
import { ApplyPanel } from "./apply-panel";
import { CompanyLogo } from "./company-logo";
import { formatSalary } from "../format-salary";
import { formatDate } from "./job-format";
import { JobList } from "./job-list";
import { ShareLinks } from "./share-links";
import { SaveJobSlot } from "@/features/saved-jobs/components/save-job-slot";

/** Location lines: every physical place, then Remote when the job can be done remotely. */
export function jobLocationLines(job: Pick<JobDetail, "locations" | "remote">): string[] {
  const lines = job.locations.filter((l) => l.type !== "Pseudo").map((l) => l.name);
  if (job.remote) lines.push("Remote");
  return lines;
}

const PROSE =
  "max-w-none text-base leading-7 text-foreground [&_a]:text-primary-soft-foreground [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0 break-words";

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-base text-foreground wrap-break-word">{children}</dd>
    </div>
  );
}

export function JobDetailView({ job, similar, url }: { job: JobDetail; similar: JobListItem[]; url: string }) {
  const salary = formatSalary(job);
  const places = jobLocationLines(job);
  const badges = [...job.tags].sort((a, b) => (a === JOB_TAGS.promoted ? -1 : b === JOB_TAGS.promoted ? 1 : 0));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-3">
            {badges.length ? (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {badges.map((tag) => (
                  <li key={tag} className="min-w-0">
                    <Badge tone={tag === JOB_TAGS.promoted ? "warning" : tag === JOB_TAGS.immediatelyHiring ? "success" : "neutral"} className="px-3 py-1">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1 className="text-3xl font-extrabold tracking-tight wrap-break-word sm:text-4xl">{job.title}</h1>
            <p className="text-lg text-muted-foreground wrap-break-word">
              <Link href={companyPath(job.company.slug)} className="font-semibold">
                {job.company.name}
              </Link>
              {places.length ? <span> · {places[0]}</span> : null}
              {places.length > 1 ? <span> and {places.length - 1} more</span> : null}
            </p>
            {/* Near the top at every width, and early in the tab order. */}
            <div className="mt-1 max-w-xs">
              <ApplyPanel jobId={job.id} applyUrl={job.applyUrl} applyOnPlatform={job.applyOnPlatform} />
            </div>
            <SaveJobSlot jobId={job.id} title={job.title} />
          </header>

          <Card padded={false} className="p-5">
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Fact term={places.length > 1 ? "Locations" : "Location"}>
                {places.length ? (
                  <ul className="flex flex-col">
                    {places.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  "Not stated"
                )}
              </Fact>
              <Fact term="Pay">{salary ?? "Not stated"}</Fact>
              <Fact term="Job type">{job.employmentType ? employmentTypeLabel(job.employmentType) : "Not stated"}</Fact>
              <Fact term="Category">
                {job.category ? (
                  <>
                    <Link href={browseCategoryPath(job.category.slug)}>{job.category.name}</Link>
                    {job.subcategory ? (
                      <>
                        {" › "}
                        <Link href={browseSubcategoryPath(job.category.slug, job.subcategory.slug)}>{job.subcategory.name}</Link>
                      </>
                    ) : null}
                  </>
                ) : (
                  "Not stated"
                )}
              </Fact>
              <Fact term="Posted">
                <time dateTime={job.postedAt.toISOString()}>{formatDate(job.postedAt)}</time>
              </Fact>
              <Fact term="Apply by">{job.validThrough ? <time dateTime={job.validThrough.toISOString()}>{formatDate(job.validThrough)}</time> : "Open until filled"}</Fact>
            </dl>
          </Card>

          <section aria-labelledby="description-heading" className="flex flex-col gap-3">
            <h2 id="description-heading" className="text-xl font-semibold">
              About the job
            </h2>
            {/* Sanitised when saved (the importer, employers' postings) and again when read for the page (getJobDetail): a fixed allow-list of tags, no attributes but safe links. */}
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          </section>

          {job.skills.length ? (
            <section aria-labelledby="skills-heading" className="flex flex-col gap-3">
              <h2 id="skills-heading" className="text-xl font-semibold">
                Skills
              </h2>
              <ul className="flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill.slug} className="min-w-0">
                    <Badge tone="neutral" className="px-3 py-1">
                      {skill.name}
                    </Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Company and sharing">
          <section aria-labelledby="company-heading" className="min-w-0">
            <Card padded={false} className="flex flex-col gap-3 p-5">
              <div className="flex items-center gap-3">
                <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
                <h2 id="company-heading" className="min-w-0 text-base font-semibold wrap-break-word">
                  <Link href={companyPath(job.company.slug)}>{job.company.name}</Link>
                </h2>
              </div>
              {job.company.description ? <p className="text-sm text-muted-foreground wrap-break-word">{job.company.description}</p> : null}
              <dl className="flex flex-col gap-2 text-sm">
                {job.company.size ? (
                  <div>
                    <dt className="inline font-medium text-muted-foreground">Size: </dt>
                    <dd className="inline">{job.company.size}</dd>
                  </div>
                ) : null}
                {job.company.headquarters ? (
                  <div>
                    <dt className="inline font-medium text-muted-foreground">Headquarters: </dt>
                    <dd className="inline">{job.company.headquarters}</dd>
                  </div>
                ) : null}
              </dl>
              {job.company.website ? (
                <a href={job.company.website} target="_blank" rel="noopener noreferrer" className="text-sm font-medium">
                  Company website<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </Card>
          </section>
          <ShareLinks url={url} title={`${job.title} at ${job.company.name}`} />
        </aside>
      </div>

      {similar.length ? (
        <section aria-labelledby="similar-heading" className="mt-12 flex flex-col gap-4">
          <h2 id="similar-heading" className="text-xl font-semibold">
            Similar jobs
          </h2>
          <JobList jobs={similar} />
        </section>
      ) : null}
    </div>
  );
}
