import "server-only";

/*
 * Talent search's reads (decision 042), the module other features and the app import.
 */
export { searchTalent, talentConditions } from "./search-talent";
export { searchTalentForPage, clearTalentCountsCache } from "./search-cache";
export { isProfileId, isTalentDiscoverable, openTalentProfile, viewSourceOf, type TalentProfile } from "./profile";
export { profileViewsSummary, PROFILE_VIEWS_WINDOW_DAYS, type ProfileViewsSummary } from "./profile-views";
export { requireTalentPage, type TalentPage } from "./page-access";
export type { SearchTalentOptions, TalentFacets, TalentResult, TalentSearchOutcome } from "../types";
