import type { RequisitionStatus } from "@/db/schema/requisitions";

/*
 * What the requisitions feature says (decision 045), in one place: the forms, the API's refusals and
 * the tests read these.
 */
export const STATUS_LABELS: Record<RequisitionStatus, string> = {
  draft: "Draft",
  "pending-approval": "Pending approval",
  open: "Open",
  "on-hold": "On hold",
  filled: "Filled",
  cancelled: "Cancelled",
};

export const REQUISITION_MESSAGES = {
  /** The same words requireCompanyCapability uses: another company's requisition reads as a made-up id. */
  notFound: "Not found.",
  final: (status: RequisitionStatus) => `This requisition is ${STATUS_LABELS[status].toLowerCase()}; it can no longer be changed.`,
  submitNotDraft: (status: RequisitionStatus) => `Only a draft can be submitted; this requisition is ${STATUS_LABELS[status].toLowerCase()}.`,
  notPending: (status: RequisitionStatus) => `This requisition is not waiting for approval; it is ${STATUS_LABELS[status].toLowerCase()}.`,
  notAnApprover: "Only the approvers this requisition names can approve or reject it.",
  notYourTurn: (name: string) => `It is not your turn yet: ${name} decides first.`,
  rejectNeedsComment: "Say why you reject it, so the requester knows what to change.",
  approversOnlyInDraft: "Approvers can be changed only while the requisition is a draft.",
  openingsBelowHires: (filled: number) => `This requisition already has ${filled} ${filled === 1 ? "hire" : "hires"}: openings must be more than that (record a hire to fill the last one).`,
  notMember: "Choose people from your company.",
  approverTwice: "Each approver can be listed once.",
  teamTwice: "Each person can be on the hiring team once.",
  postingNotFound: "Choose a job posting of this company.",
  postingTaken: (number: number) => `That job posting already serves REQ-${number}; unlink it there first.`,
  postingNotLinked: "That job posting is not linked to this requisition.",
  hiresOnlyWhenOpen: (status: RequisitionStatus) => `Hires are recorded while a requisition is open or on hold; this one is ${STATUS_LABELS[status].toLowerCase()}.`,
  allFilled: "Every opening is already filled.",
  notHired: "Only an applicant of a linked job posting who is in the Hired stage can be recorded as a hire.",
  alreadyRecorded: "That applicant is already recorded as a hire.",
  hireNotFound: "No such hire on this requisition.",
  hireNeedsWho: "Choose a hired applicant or type the person's name.",
  removeHireWhenFinal: (status: RequisitionStatus) => `Hires of a ${STATUS_LABELS[status].toLowerCase()} requisition cannot be removed.`,
} as const;

export const STATUS_ACTION_LABELS = { hold: "Put on hold", resume: "Resume", cancel: "Cancel requisition" } as const;
