import "server-only";

/*
 * Talent search's reads (decision 042), the module other features and the app import. Nothing
 * here reads the request (next/headers): the worker and the saved searches' matcher import it too;
 * the pages' access check is ./page-access.ts, used by this feature's page components.
 */
export { searchTalent, talentConditions } from "./search-talent";
export { searchTalentForPage, clearTalentCountsCache } from "./search-cache";
export { isProfileId, isTalentDiscoverable, openTalentProfile, viewSourceOf, type TalentProfile } from "./profile";
export { profileViewsSummary, PROFILE_VIEWS_WINDOW_DAYS, type ProfileViewsSummary } from "./profile-views";
export type { SearchTalentOptions, TalentFacets, TalentResult, TalentSearchOutcome } from "../types";
