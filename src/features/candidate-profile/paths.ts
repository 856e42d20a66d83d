/* Candidate360's URLs (spec 2.7) and its API, in one place for pages, forms and tests. */
export const CANDIDATE360_PATH = "/dashboard/candidate360";
export const candidate360Path = (section: string) => `${CANDIDATE360_PATH}/${section}`;
export const PERSONAL_INFO_PATH = candidate360Path("personal-info");
export const WORK_HISTORY_PATH = candidate360Path("work-history");
export const EDUCATION_PATH = candidate360Path("education");
/** The skills block lives on the personal-info page (decision 024). */
export const SKILLS_PATH = `${PERSONAL_INFO_PATH}#skills`;

/** API paths as the browser client takes them (it adds /api). */
export const PROFILE_API = "/candidates/profile";
export const PERSONAL_INFO_API = `${PROFILE_API}/personal-info`;
export const SKILLS_API = `${PROFILE_API}/skills`;
export const WORK_HISTORY_API = `${PROFILE_API}/work-history`;
export const EDUCATION_API = `${PROFILE_API}/education`;

/* Certifications, languages and references (spec 2.7 route table: "language", "self-reference"). */
export const CERTIFICATIONS_PATH = candidate360Path("certifications");
export const NEW_CERTIFICATION_PATH = candidate360Path("certifications/new");
export const LANGUAGE_PATH = candidate360Path("language");
export const SELF_REFERENCE_PATH = candidate360Path("self-reference");
export const CERTIFICATIONS_API = `${PROFILE_API}/certifications`;
export const LANGUAGES_API = `${PROFILE_API}/languages`;
export const REFERENCES_API = `${PROFILE_API}/references`;
/** The certificate file of one certification: GET downloads, PUT (multipart) replaces, DELETE removes. */
export const certificationFileApi = (id: string) => `${CERTIFICATIONS_API}/${id}/file`;
