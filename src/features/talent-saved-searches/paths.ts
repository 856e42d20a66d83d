/*
 * Saved talent searches' API paths for the browser client (which prefixes /api). Ids are encoded.
 */
const seg = (s: string) => encodeURIComponent(s);

export const companySavedSearchesApi = (companyId: string) => `/employer/company/${seg(companyId)}/saved-searches`;
export const savedSearchApi = (savedSearchId: string) => `/employer/saved-searches/${seg(savedSearchId)}`;
