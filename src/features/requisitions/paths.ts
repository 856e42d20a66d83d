/*
 * The requisitions API as the browser client takes it (it adds /api; decision 045). Page URLs are
 * lib/employer-routes.ts's.
 */
const seg = (s: string) => encodeURIComponent(s.toLowerCase());

export const companyRequisitionsApi = (companyId: string) => `/employer/company/${seg(companyId)}/requisitions`;
export const requisitionApi = (id: string) => `/employer/requisitions/${seg(id)}`;
export const requisitionSubmitApi = (id: string) => `${requisitionApi(id)}/submit`;
export const requisitionApprovalApi = (id: string) => `${requisitionApi(id)}/approval`;
export const requisitionStatusApi = (id: string) => `${requisitionApi(id)}/status`;
export const requisitionPostingsApi = (id: string) => `${requisitionApi(id)}/postings`;
export const requisitionPostingApi = (id: string, postingId: string) => `${requisitionPostingsApi(id)}/${seg(postingId)}`;
export const requisitionHiresApi = (id: string) => `${requisitionApi(id)}/hires`;
export const requisitionHireApi = (id: string, hireId: string) => `${requisitionHiresApi(id)}/${seg(hireId)}`;
