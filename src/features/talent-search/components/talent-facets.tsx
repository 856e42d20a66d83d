import Link from "next/link";
import { findUsState } from "@/lib/us-states";
import type { TalentSearchParams } from "../schemas";
import type { TalentFacets as Facets } from "../types";
import { formatCount } from "./format";

type Option = { label: string; count: number; href: string; selected: boolean };

function FacetGroup({ title, options, clear }: { title: string; options: Option[]; clear?: { href: string; label: string } | null }) {
  if (options.length === 0 && !clear) return null;
  const id = `talent-facet-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="min-w-0 border-t border-border pt-3">
      <h3 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      <ul className="mt-1.5 flex flex-col gap-1 text-sm wrap-break-word">
        {options.map((o) => (
          <li key={o.href}>
            {o.selected ? (
              <span className="font-semibold text-foreground" aria-current="true">
                {o.label} ({formatCount(o.count)})
              </span>
            ) : (
              <Link href={o.href}>
                {o.label}
                <span className="text-muted-foreground"> ({formatCount(o.count)})</span>
              </Link>
            )}
          </li>
        ))}
        {clear ? (
          <li>
            <Link href={clear.href} className="text-muted-foreground">
              {clear.label}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * Facets as links that keep every other filter (page back to 1). Counts are exact and conjunctive:
 * each is the total of the search its link leads to. Skills add to the chosen ones (a candidate must
 * have all); education and activity are "or higher" / "within".
 */
export function TalentFacets({ params, facets, hrefOf }: { params: TalentSearchParams; facets: Facets; hrefOf: (patch: Partial<TalentSearchParams>) => string }) {
  const chosenSkills = new Set(params.skills);
  const skillOptions = facets.skills
    .filter((s) => !chosenSkills.has(s.slug))
    .map((s) => ({
      label: s.name,
      count: s.count,
      href: hrefOf({ skills: [...params.skills, s.slug] }),
      selected: false,
    }));
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h2 className="text-base font-semibold">Refine results</h2>
      {params.skills.length > 0 ? (
        <section aria-labelledby="talent-facet-chosen-skills" className="min-w-0 border-t border-border pt-3">
          <h3 id="talent-facet-chosen-skills" className="text-sm font-semibold">
            Skills chosen
          </h3>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm">
            {params.skills.map((s) => (
              <li key={s}>
                <Link
                  href={hrefOf({
                    skills: params.skills.filter((x) => x !== s),
                  })}
                >
                  Remove {facets.skills.find((f) => f.slug === s)?.name ?? s}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FacetGroup title="Skills" options={skillOptions} />
      <FacetGroup
        title="Education"
        options={facets.education.map((e) => ({
          label: `${e.label} or higher`,
          count: e.count,
          href: hrefOf({ education: e.slug }),
          selected: params.education === e.slug,
        }))}
        clear={params.education ? { href: hrefOf({ education: null }), label: "Any education" } : null}
      />
      <FacetGroup
        title="Years of experience"
        options={facets.years
          .filter((y) => y.count > 0)
          .map((y) => ({
            label: y.label,
            count: y.count,
            href: hrefOf({ minYears: y.min, maxYears: y.max }),
            selected: params.minYears === y.min && params.maxYears === y.max,
          }))}
        clear={
          params.minYears !== null || params.maxYears !== null
            ? {
                href: hrefOf({ minYears: null, maxYears: null }),
                label: "Any experience",
              }
            : null
        }
      />
      <FacetGroup
        title="Work authorization"
        options={facets.workAuthorization.map((w) => ({
          label: w.label,
          count: w.count,
          href: hrefOf({ workAuthorization: [w.value] }),
          selected: params.workAuthorization.length === 1 && params.workAuthorization[0] === w.value,
        }))}
        clear={
          params.workAuthorization.length > 0
            ? {
                href: hrefOf({ workAuthorization: [] }),
                label: "Any work authorization",
              }
            : null
        }
      />
      <FacetGroup
        title="Relocation"
        options={
          facets.willingToRelocate > 0
            ? [
                {
                  label: "Willing to relocate",
                  count: facets.willingToRelocate,
                  href: hrefOf({ willingToRelocate: true }),
                  selected: params.willingToRelocate,
                },
              ]
            : []
        }
        clear={params.willingToRelocate ? { href: hrefOf({ willingToRelocate: false }), label: "Anyone" } : null}
      />
      <FacetGroup
        title="Last active"
        options={facets.active
          .filter((a) => a.count > 0 && (params.activeWithinDays === null || a.days <= params.activeWithinDays))
          .map((a) => ({
            label: `Within ${a.days} days`,
            count: a.count,
            href: hrefOf({ activeWithinDays: a.days }),
            selected: params.activeWithinDays === a.days,
          }))}
        clear={params.activeWithinDays !== null ? { href: hrefOf({ activeWithinDays: null }), label: "Any time" } : null}
      />
      {params.location ? null : (
        <FacetGroup
          title="State"
          options={facets.states.slice(0, 10).map((s) => ({
            label: findUsState(s.code)?.name ?? s.code,
            count: s.count,
            href: hrefOf({ location: s.code }),
            selected: false,
          }))}
        />
      )}
    </div>
  );
}
