/* Talent search's texts that the spec fixes (spec 2.1) and the tests check. */
export const TALENT_PROFILE_GONE_MESSAGE = "Sorry, this profile is no longer available.";
