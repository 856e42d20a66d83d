import "server-only";

/*
 * Talent search's reads (decision 042), the module other features and the app import.
 */
export { searchTalent } from "./search-talent";
export type { SearchTalentOptions, TalentFacets, TalentResult, TalentSearchOutcome } from "../types";
