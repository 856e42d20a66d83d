import { z } from "zod";
import { REQUISITION_STATUSES, REQUISITION_TEAM_ROLES, type RequisitionStatus } from "@/db/schema/requisitions";
import { text } from "@/lib/text-schema";
import { currencyField, invalidMessage, textField } from "@/lib/validation/fields";
import { REQUISITION_MESSAGES as M } from "./messages";

/*
 * The requisitions' inputs (decision 045), one schema per boundary, shared by the forms
 * (react-hook-form's zodResolver) and the route handlers. What needs the database (team members and
 * approvers belong to the company, the posting is the company's, the applicant is hired) is checked
 * by the use cases.
 */
export const REQUISITION_LIMITS = {
  title: 120,
  department: 80,
  location: 100,
  justification: 2000,
  openingsMax: 500,
  team: 30,
  approvers: 10,
  comment: 1000,
  hireName: 120,
  q: 100,
  pageSize: 20,
} as const;
const L = REQUISITION_LIMITS;

const uuidField = (field: string) =>
  text({ error: invalidMessage(field) })
    .trim()
    .max(36, { error: invalidMessage(field) })
    .pipe(z.uuid({ error: invalidMessage(field) }))
    .transform((v) => v.toLowerCase());

const isValidDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export const SALARY_PERIODS = ["hour", "year"] as const;

export const requisitionFormSchema = z
  .object({
    title: textField("title", L.title, { required: true }),
    department: textField("department", L.department),
    location: textField("location", L.location),
    openings: z.coerce
      .number({ error: invalidMessage("number of openings") })
      .int({ error: invalidMessage("number of openings") })
      .min(1, { error: "Openings must be between 1 and 500." })
      .max(L.openingsMax, { error: "Openings must be between 1 and 500." }),
    targetStartDate: text({ error: invalidMessage("target start date") })
      .trim()
      .max(10, { error: invalidMessage("target start date") })
      .refine((v) => v === "" || isValidDay(v), { error: invalidMessage("target start date") })
      .transform((v) => (v === "" ? null : v)),
    salaryMin: currencyField("minimum salary"),
    salaryMax: currencyField("maximum salary"),
    salaryPeriod: z.enum(["", ...SALARY_PERIODS], { error: "Choose per hour or per year." }).transform((v) => (v === "" ? null : v)),
    justification: textField("justification", L.justification),
    team: z
      .array(z.object({ userId: uuidField("team member"), role: z.enum(REQUISITION_TEAM_ROLES, { error: invalidMessage("team role") }) }), { error: invalidMessage("hiring team") })
      .max(L.team, { error: `A hiring team has at most ${L.team} people.` }),
    approverIds: z.array(uuidField("approver"), { error: invalidMessage("approvers") }).max(L.approvers, { error: `At most ${L.approvers} approvers.` }),
  })
  .superRefine((v, ctx) => {
    if (v.salaryMin !== null && v.salaryMax !== null && v.salaryMin > v.salaryMax) ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "The maximum salary must be at least the minimum." });
    if ((v.salaryMin !== null || v.salaryMax !== null) && v.salaryPeriod === null) ctx.addIssue({ code: "custom", path: ["salaryPeriod"], message: "Choose per hour or per year." });
    if (new Set(v.approverIds).size !== v.approverIds.length) ctx.addIssue({ code: "custom", path: ["approverIds"], message: M.approverTwice });
    if (new Set(v.team.map((t) => t.userId)).size !== v.team.length) ctx.addIssue({ code: "custom", path: ["team"], message: M.teamTwice });
  });

export type RequisitionFormInput = z.input<typeof requisitionFormSchema>;
export type RequisitionValues = z.output<typeof requisitionFormSchema>;

export function emptyRequisitionInput(): RequisitionFormInput {
  return { title: "", department: "", location: "", openings: 1, targetStartDate: "", salaryMin: "", salaryMax: "", salaryPeriod: "", justification: "", team: [], approverIds: [] };
}

/** The list's filter: a status, or the requisitions waiting for the viewer's approval. */
export const LIST_FILTERS = ["all", ...REQUISITION_STATUSES, "awaiting-me"] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const LIST_SORTS = ["updated", "newest", "number", "title", "target-start"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const requisitionListQuerySchema = z.object({
  q: text().trim().max(L.q, { error: `Search must be less than ${L.q} characters.` }).catch("").default(""),
  status: z.enum(LIST_FILTERS).catch("all").default("all"),
  sort: z.enum(LIST_SORTS).catch("updated").default("updated"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type RequisitionListQuery = z.output<typeof requisitionListQuerySchema>;

export const decisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "Choose approve or reject." }),
    comment: text({ error: invalidMessage("comment") }).trim().max(L.comment, { error: `The comment must be less than ${L.comment} characters.` }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "reject" && v.comment === "") ctx.addIssue({ code: "custom", path: ["comment"], message: M.rejectNeedsComment });
  });
export type DecisionInput = z.output<typeof decisionSchema>;

export const STATUS_ACTIONS = ["hold", "resume", "cancel"] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
export const statusActionSchema = z.object({
  action: z.enum(STATUS_ACTIONS, { error: "Choose hold, resume or cancel." }),
  reason: text().trim().max(L.comment, { error: `The reason must be less than ${L.comment} characters.` }).default(""),
});

export const linkPostingSchema = z.object({ postingId: uuidField("job posting") });

export const hireSchema = z
  .object({
    applicationId: z.union([uuidField("applicant"), z.literal("")]).default(""),
    name: textField("name", L.hireName).default(""),
    /** On filling the last opening, close the linked postings that are still published or paused. */
    closePostings: z.boolean({ error: invalidMessage("close postings") }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.applicationId === "" && v.name === "") ctx.addIssue({ code: "custom", path: ["name"], message: M.hireNeedsWho });
  });
export type HireInput = z.output<typeof hireSchema>;

/** Where a status may go by hand (filled comes from hires, pending/open from submit and approvals). */
const MANUAL: Record<StatusAction, { from: readonly RequisitionStatus[]; to: RequisitionStatus }> = {
  hold: { from: ["open"], to: "on-hold" },
  resume: { from: ["on-hold"], to: "open" },
  cancel: { from: ["draft", "pending-approval", "open", "on-hold"], to: "cancelled" },
};

export function manualTransition(status: RequisitionStatus, action: StatusAction): RequisitionStatus | null {
  return MANUAL[action].from.includes(status) ? MANUAL[action].to : null;
}

export function statusActionsFor(status: RequisitionStatus): StatusAction[] {
  return STATUS_ACTIONS.filter((a) => manualTransition(status, a) !== null);
}

export const isFinal = (status: RequisitionStatus) => status === "filled" || status === "cancelled";

export function statusRefusal(status: RequisitionStatus, action: StatusAction): string {
  if (isFinal(status)) return M.final(status);
  if (action === "hold") return `Only an open requisition can be put on hold; this one is ${status === "on-hold" ? "already on hold" : status === "draft" ? "a draft" : "pending approval"}.`;
  if (action === "resume") return "Only a requisition on hold can be resumed.";
  return M.final(status);
}

export function requisitionLabel(number: number): string {
  return `REQ-${number}`;
}
