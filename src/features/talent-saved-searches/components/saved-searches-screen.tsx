import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Bookmark } from "@/components/ui/icons";
import { SAVED_SEARCH_LIMITS } from "../limits";
import { SavedSearchCard, type SavedSearchCardData } from "./saved-search-card";

type Props = { companyName: string; searchHref: string; searches: SavedSearchCardData[] };

/** /talent/saved-searches: the member's own saved talent searches in the acting company. */
export function SavedSearchesScreen({ companyName, searchHref, searches }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-prose flex-col gap-2">
          <h1 className="text-3xl">Saved searches</h1>
          <p className="text-muted-foreground">
            Your talent searches at {companyName}. Candidates who become discoverable and match one arrive as notifications and, if you choose, in a daily email. Only you see your saved searches.
          </p>
        </div>
        {searches.length ? (
          <Link href={searchHref} className={buttonClasses("outline")}>
            Find talent
          </Link>
        ) : null}
      </div>
      {searches.length ? (
        <>
          <ul className="flex flex-col gap-4" aria-label="Your saved searches">
            {searches.map((s) => (
              <li key={s.id}>
                <SavedSearchCard search={s} />
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            {searches.length} of {SAVED_SEARCH_LIMITS.perMember} saved searches.
          </p>
        </>
      ) : (
        <EmptyState
          icon={<Bookmark />}
          title="No saved searches yet"
          action={
            <Link href={searchHref} className={buttonClasses("primary")}>
              Find talent
            </Link>
          }
        >
          Search for candidates, then choose “Save this search” to hear about new people who match it.
        </EmptyState>
      )}
    </div>
  );
}
