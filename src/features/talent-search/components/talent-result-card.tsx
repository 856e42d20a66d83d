import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Briefcase, Clock, MapPin } from "@/components/ui/icons";
import type { TalentResult } from "../types";
import { activeLabel, yearsLabel } from "./format";

/** One candidate in the results: name (the link to the profile), title, place, years, top skills, activity. */
export function TalentResultCard({ result, href, now }: { result: TalentResult; href: string; now: Date }) {
  const title = result.currentTitle || result.headline;
  const place = [result.city, result.stateCode || result.state].filter(Boolean).join(", ");
  const years = yearsLabel(result.yearsOfExperience);
  return (
    <Card className="flex flex-col gap-2" data-testid="talent-result">
      <h3 className="text-lg font-semibold break-words">
        <Link href={href} prefetch={false}>
          {result.name}
        </Link>
      </h3>
      {title ? <p className="font-medium break-words">{title}</p> : null}
      {result.headline && result.headline !== title ? <p className="text-sm text-muted-foreground break-words">{result.headline}</p> : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {place ? (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {place}
            {result.distanceMiles !== null ? ` (${Math.round(result.distanceMiles)} mi)` : null}
          </li>
        ) : null}
        {result.remoteOnly ? <li>Remote only</li> : null}
        {result.willingToRelocate ? <li>Willing to relocate</li> : null}
        {years ? (
          <li className="flex items-center gap-1.5">
            <Briefcase aria-hidden="true" className="size-4" />
            {years}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {activeLabel(result.lastActiveAt, now)}
        </li>
      </ul>
      {result.topSkills.length > 0 ? (
        <ul aria-label={`Skills of ${result.name}`} className="flex flex-wrap gap-1.5">
          {result.topSkills.map((s) => (
            <li key={s.slug}>
              <Badge tone="primary">{s.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
