import { COMPANY_ROLE_LABELS } from "@/lib/auth/company-capabilities";
import type { CompanyRole } from "@/db/schema/companies";

/* The employer account pages' texts (issue 16 part 1), in one place; the spec's where it has them. */

/** Spec 8: the image messages, as the avatar upload uses them. */
export const LOGO_MESSAGES = {
  invalidImage: "Invalid Image (.jpeg,.png,.jpg,.svg)",
  tooLarge: "Selected file exceeds 10MB size limit",
  onlyOneImage: "You may select only one image.",
  noFile: "No file selected.",
  tooManyPixels: "Selected image exceeds the 40 megapixel limit (for example 8000 x 5000 pixels)",
} as const;

export const LOGO_EXTENSIONS = [".jpeg", ".jpg", ".png", ".svg"] as const;

export const ROLE_DESCRIPTIONS: Record<CompanyRole, string> = {
  owner: "Manages the company profile, the team and its settings; everything else too.",
  "hiring-manager": "Posts and edits jobs, moves applicants, emails candidates, edits email templates.",
  recruiter: "Posts and edits jobs, moves applicants and emails candidates.",
  interviewer: "Reads postings and applicants, writes notes, ratings and scorecards.",
};

export function roleLabel(role: CompanyRole): string {
  return COMPANY_ROLE_LABELS[role];
}

export const TEAM_MESSAGES = {
  lastOwner: "A company needs at least one owner. Make someone else an owner first.",
  alreadyMember: "This person is already on the team.",
  invitationPending: "An invitation to this address is already waiting. Send it again from the list of invitations instead.",
  invitationNotPending: "This invitation is no longer waiting: it was accepted, declined or withdrawn.",
  requestNotPending: "This request was already answered or withdrawn.",
  inviteYourself: "You are already on the team.",
} as const;

export const INVITATION_MESSAGES = {
  expired: "This invitation has expired. Ask the person who invited you to send a new one.",
  accepted: "This invitation has already been used.",
  revoked: "This invitation was withdrawn or declined. Ask the company's owners for a new one if you need it.",
  notFound: "This invitation link is not valid. Check that you copied the whole link from the email.",
  wrongAccount: (invited: string) => `This invitation is for ${invited}. Log out and log in or sign up with that address to accept it.`,
  unverified: "Confirm your email address first: open the link in the email we sent you when you signed up.",
} as const;

export const COMPANY_MESSAGES = {
  nameTaken: (name: string) => `${name} is already on Upstep. Ask to join it, or choose "Create a separate company" if yours is a different one.`,
  notClaimable: "This company cannot be claimed with your email address: its website's domain must be your work email's domain.",
  selfServeOff: "Employer accounts are set up with the Upstep team: request a demo to get started.",
  noOwners: "This company has no team on Upstep yet, so nobody can approve a request to join it.",
  domainNotYours: "Your email address is not at a domain this company has verified.",
  domainFreeMail: "Addresses at free email providers cannot verify a company's domain.",
  domainTaken: "Another company on Upstep has already verified this domain.",
} as const;
