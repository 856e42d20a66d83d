import type { SavedSearchEmailFrequency } from "@/db/schema/talent";
import type { TalentSearchParams } from "@/features/talent-search/schemas";

/** A saved talent search as its owner sees it (the page and the API). */
export type SavedTalentSearch = {
  id: string;
  companyId: string;
  name: string;
  params: TalentSearchParams;
  notify: boolean;
  emailFrequency: SavedSearchEmailFrequency;
  /** Matches found since the owner last opened the saved searches page. */
  newMatches: number;
  createdAt: string;
  updatedAt: string;
};
