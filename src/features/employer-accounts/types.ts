import type { CompanyRole } from "@/db/schema/companies";

/*
 * What the employer account pages and APIs hand around (issue 16 part 1, decision 038). Plain module.
 */

/** The spec-like company size ranges the profile offers (decision 038 amendment). */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1,000", "1,001-5,000", "5,001-10,000", "10,000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_LIMITS = {
  name: 120,
  description: 5000,
  website: 300,
  headquarters: 120,
  location: 120,
  locations: 20,
  jobTitle: 100,
  joinMessage: 500,
  searchQuery: 100,
  memberName: 100,
} as const;

/** Invitations work for 14 days, once (decision 038). */
export const INVITATION_LIFETIME_DAYS = 14;

/** Invitations (sends and resends) one person may send per hour, one company, and one address may get. */
export const INVITATION_LIMITS = { perUserPerHour: 20, perCompanyPerHour: 50, perRecipientPerHour: 5 } as const;

/** The stored logo: fits a 400 px square (2x the largest size it is shown at), never cropped. */
export const LOGO_STORED_PX = 400;

export type CompanyRef = { id: string; name: string; slug: string; logoUrl: string | null };

export type TeamMember = {
  userId: string;
  name: string;
  email: string;
  jobTitle: string;
  role: CompanyRole;
  since: string;
  isYou: boolean;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: CompanyRole;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

export type PendingJoinRequest = {
  id: string;
  userId: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
};

export type TeamView = {
  company: CompanyRef;
  canManage: boolean;
  members: TeamMember[];
  invitations: PendingInvitation[];
  joinRequests: PendingJoinRequest[];
  ownerNames: string[];
};

export type CompanyDomainView = { domain: string; verifiedAt: string | null };

export type CompanyProfileView = CompanyRef & {
  description: string;
  website: string;
  size: CompanySize | "";
  /** The size as stored, when it is not one of COMPANY_SIZES (the importer's own words), else "". */
  otherSize: string;
  headquarters: string;
  locations: string[];
  domains: CompanyDomainView[];
  /** The signed-in owner's own email domain, when it could be verified for this company now. */
  verifiableDomain: string | null;
};

/** A company as the welcome page's search shows it, with what the person can do about it. */
export type CompanyChoice = CompanyRef & {
  headquarters: string | null;
  /** What the person can do: ask the owners, join at once by their verified email domain, claim it (no owner yet, their domain is its website's), or nothing. */
  action: "member" | "request" | "pending" | "domain-join" | "claim" | "unavailable";
  pendingRequestId: string | null;
};

export type MyJoinRequest = { id: string; company: CompanyRef; createdAt: string };

export type WelcomeView = {
  name: string;
  email: string;
  selfServe: boolean;
  suggestedCompanyName: string;
  suggestedJobTitle: string;
  memberships: (CompanyRef & { role: CompanyRole })[];
  pendingRequests: MyJoinRequest[];
  /** A company whose verified domain is the person's email domain, which they can join at once. */
  domainCompany: CompanyRef | null;
  /** Why the person's email domain cannot become a company's verified domain, if it cannot. */
  freeMail: boolean;
};

/** How a company name the person typed relates to companies already on Upstep. */
export type NameMatch = { existing: null } | { existing: CompanyChoice };

export type YourDetailsView = {
  name: string;
  email: string;
  jobTitle: string;
  company: CompanyRef & { role: CompanyRole };
  memberships: (CompanyRef & { role: CompanyRole; jobTitle: string })[];
  pendingRequests: MyJoinRequest[];
  /** Whether this member is the company's only owner (cannot leave until another owner exists). */
  lastOwner: boolean;
};

export type InvitationState = "open" | "accepted" | "revoked" | "expired";

export type InvitationView = {
  id: string;
  company: CompanyRef;
  role: CompanyRole;
  email: string;
  invitedByName: string | null;
  expiresAt: string;
  state: InvitationState;
};

/**
 * A stored size as one of COMPANY_SIZES when it is one in another spelling (the importer's "51-200
 * employees", "501-1000", "10,001+"), else "" (the form then says what was stored).
 */
export function normaliseCompanySize(raw: string | null | undefined): CompanySize | "" {
  if (!raw) return "";
  const compact = raw.toLowerCase().replace(/employees?|people|staff/g, "").replace(/[\s,]/g, "").replace(/[–—]/g, "-");
  if (/^10000\+$|^10001\+$|^>10000$/.test(compact)) return "10,000+";
  return COMPANY_SIZES.find((size) => size.replace(/,/g, "") === compact) ?? "";
}
