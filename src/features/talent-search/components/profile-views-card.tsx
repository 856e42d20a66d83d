import type { ProfileViewsSummary } from "../server/queries";
import { formatCount } from "./format";

/**
 * The candidate's side of profile views (decision 042), under the visibility switch on /my-profile:
 * how many times employers opened the profile in the last 90 days, the companies among those the
 * person applied to by name, the others only counted.
 */
export function ProfileViewsCard({ summary, windowDays }: { summary: ProfileViewsSummary; windowDays: number }) {
  const times = summary.views === 1 ? "1 time" : `${formatCount(summary.views)} times`;
  return (
    <section aria-labelledby="profile-views-heading" className="flex flex-col gap-2 border-t border-border pt-4" data-testid="profile-views">
      <h3 id="profile-views-heading" className="text-base font-semibold">
        Employer views
      </h3>
      {summary.views === 0 ? (
        <p className="text-sm text-muted-foreground">No employer has viewed your profile in the last {windowDays} days.</p>
      ) : (
        <>
          <p className="text-sm">
            Employers viewed your profile {times} in the last {windowDays} days
            {summary.companies > 1 ? `, from ${formatCount(summary.companies)} companies` : ""}.
          </p>
          {summary.named.length > 0 ? (
            <div className="text-sm">
              <p className="text-muted-foreground">Companies you applied to that viewed you:</p>
              <ul className="mt-1 list-disc pl-5">
                {summary.named.map((c) => (
                  <li key={c.companyId}>{c.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {summary.unnamedCompanies > 0 ? (
            <p className="text-sm text-muted-foreground">
              {summary.unnamedCompanies === 1 ? "1 other company" : `${formatCount(summary.unnamedCompanies)} other companies`} viewed you; we name only companies you applied to.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
