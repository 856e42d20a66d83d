import Link from "next/link";
import { talentSearchPath, type EmployerArea } from "@/lib/employer-routes";
import { TALENT_PROFILE_GONE_MESSAGE } from "../messages";

/** The 410 page of a profile that left or went private (spec 2.1's text). The proxy sets the status. */
export function TalentGoneView({ area, searchHref }: { area: EmployerArea; searchHref?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center" data-testid="talent-gone">
      <p aria-hidden="true" className="text-5xl font-extrabold tracking-tight text-primary">
        410
      </p>
      <h1 className="text-2xl">{TALENT_PROFILE_GONE_MESSAGE}</h1>
      <p className="text-muted-foreground">The person deleted their account or no longer lets employers find them.</p>
      <Link href={searchHref ?? talentSearchPath(area)} className="font-semibold">
        Back to talent search
      </Link>
    </div>
  );
}
