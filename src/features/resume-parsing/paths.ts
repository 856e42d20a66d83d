/* The resume-parsing API (decision 029) as the browser client takes it (it adds /api), and where to fill the profile by hand. */
export const resumeParseApi = (resumeId: string) => `/candidates/resumes/${resumeId}/parse`;
export const resumeParseAcceptApi = (resumeId: string) => `${resumeParseApi(resumeId)}/accept`;
export const resumeParseDismissApi = (resumeId: string) => `${resumeParseApi(resumeId)}/dismiss`;
/** GET: the person's whole profile (features/candidate-profile), to show current values beside the proposal. */
export const CANDIDATE_PROFILE_API = "/candidates/profile";

export const RESUME_PAGE_PATH = "/dashboard/candidate360/resume";

/** The Candidate360 sections a resume fills, for "fill it in by hand". */
export const BY_HAND_LINKS = [
  { href: "/dashboard/candidate360/personal-info", label: "Personal info" },
  { href: "/dashboard/candidate360/work-history", label: "Work history" },
  { href: "/dashboard/candidate360/education", label: "Education" },
  { href: "/dashboard/candidate360/personal-info#skills", label: "Skills" },
  { href: "/dashboard/candidate360/language", label: "Languages" },
] as const;

export const resumeParseQueryKey = (resumeId: string) => ["resume-parse", resumeId] as const;
