/*
 * The employer account APIs' paths (issue 16 part 1), for the browser client (which prefixes /api).
 * One helper per family; ids are encoded.
 */
const seg = (s: string) => encodeURIComponent(s);

export const EMPLOYER_COMPANY_API = "/employer/company";
export const COMPANY_SEARCH_API = "/employer/company/search";
export const COMPANY_MATCH_API = "/employer/company/match";
export const YOUR_DETAILS_API = "/employer/me";

export const companyApi = (companyId: string) => `/employer/company/${seg(companyId)}`;
export const companyLogoApi = (companyId: string) => `${companyApi(companyId)}/logo`;
export const companyDomainsApi = (companyId: string) => `${companyApi(companyId)}/domains`;
export const companyDomainApi = (companyId: string, domain: string) => `${companyDomainsApi(companyId)}/${seg(domain)}`;
export const domainJoinApi = (companyId: string) => `${companyApi(companyId)}/domain-join`;
export const memberApi = (companyId: string, userId: string) => `${companyApi(companyId)}/members/${seg(userId)}`;
export const invitationsApi = (companyId: string) => `${companyApi(companyId)}/invitations`;
export const invitationApi = (companyId: string, invitationId: string) => `${invitationsApi(companyId)}/${seg(invitationId)}`;
export const resendInvitationApi = (companyId: string, invitationId: string) => `${invitationApi(companyId, invitationId)}/resend`;
export const joinRequestsApi = (companyId: string) => `${companyApi(companyId)}/join-requests`;
export const approveJoinRequestApi = (companyId: string, requestId: string) => `${joinRequestsApi(companyId)}/${seg(requestId)}/approve`;
export const declineJoinRequestApi = (companyId: string, requestId: string) => `${joinRequestsApi(companyId)}/${seg(requestId)}/decline`;
export const myJoinRequestApi = (requestId: string) => `/employer/me/join-requests/${seg(requestId)}`;
export const acceptInvitationApi = (token: string) => `/employer/invitations/${seg(token)}/accept`;
export const declineInvitationApi = (token: string) => `/employer/invitations/${seg(token)}/decline`;

/** Where a company's uploaded logo is served (public, cached for a year: the version changes with the file). */
export function companyLogoPath(companyId: string, logoKey: string): string {
  return `/api/companies/${seg(companyId)}/logo?v=${seg(logoKey.slice(0, 8))}`;
}
