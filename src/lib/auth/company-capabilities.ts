import type { CompanyRole } from "@/db/schema/companies";

/*
 * The one table of what each company role may do (decision 038). Plain module: pages use it to
 * show only what a member can do; the server checks it through company-access.ts.
 */
export const COMPANY_CAPABILITIES = {
  /** Company profile and logo, members and their roles, invitations, join requests, domains, pipeline stages. */
  "company.manage": ["owner"],
  /** The company's email templates. */
  "templates.manage": ["owner", "hiring-manager"],
  /** Read the company's postings and their analytics. */
  "postings.read": ["owner", "hiring-manager", "recruiter", "interviewer"],
  /** Create, edit, publish, pause, close postings. */
  "postings.edit": ["owner", "hiring-manager", "recruiter"],
  /** Read applicants (profile, resume, answers, history, notes, scorecards). */
  "applicants.read": ["owner", "hiring-manager", "recruiter", "interviewer"],
  /** Write notes, ratings and scorecards. */
  "applicants.review": ["owner", "hiring-manager", "recruiter", "interviewer"],
  /** Move applicants between stages, reject them. */
  "applicants.move": ["owner", "hiring-manager", "recruiter"],
  /** Email candidates. */
  "applicants.email": ["owner", "hiring-manager", "recruiter"],
  /** Search discoverable candidates, open their profiles, keep saved searches (issue 17). */
  "talent.search": ["owner", "hiring-manager", "recruiter"],
  /** Read the company's talent pipelines, their people, tags and comments. */
  "pipelines.read": ["owner", "hiring-manager", "recruiter", "interviewer"],
  /** Create, rename and archive pipelines and their stages; add, move, tag and remove people; comment. */
  "pipelines.edit": ["owner", "hiring-manager", "recruiter"],
  /** Read the company's requisitions. Approving is for the approvers a requisition names. */
  "requisitions.read": ["owner", "hiring-manager", "recruiter", "interviewer"],
  /** Create and edit requisitions, submit them for approval, link postings, record hires, change status. */
  "requisitions.edit": ["owner", "hiring-manager", "recruiter"],
  /** The company's hiring and requisition trackers (time to fill, time in stage, funnel; CSV). */
  "trackers.read": ["owner", "hiring-manager", "recruiter"],
} as const satisfies Record<string, readonly CompanyRole[]>;

export type CompanyCapability = keyof typeof COMPANY_CAPABILITIES;

/** Whether a standing (a company role, or "admin": an administrator with two-factor) has the capability. */
export function capabilityAllowed(standing: CompanyRole | "admin", capability: CompanyCapability): boolean {
  if (standing === "admin") return true;
  return (COMPANY_CAPABILITIES[capability] as readonly CompanyRole[]).includes(standing);
}

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: "Owner",
  "hiring-manager": "Hiring manager",
  recruiter: "Recruiter",
  interviewer: "Interviewer",
};
