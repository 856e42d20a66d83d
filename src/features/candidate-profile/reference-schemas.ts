import { z } from "zod";
import { text } from "@/lib/text-schema";
import { invalidMessage, phoneField, textField, tooLongMessage } from "@/lib/validation/fields";

/*
 * The "self-reference" section (decision 026): professional references the candidate provides. One
 * schema for the form and the route; limits match candidate_references' checks.
 */
export const REFERENCE_LIMITS = { name: 100, company: 100, title: 100, email: 254, note: 500 } as const;
/** Decision 026: more than employers ask for; a short list a person keeps current. */
export const REFERENCE_LIMIT_PER_PERSON = 5;
export const REFERENCE_LIMIT_MESSAGE = `You can list up to ${REFERENCE_LIMIT_PER_PERSON} references. Delete one to add another.`;
const NO_CONTACT = "Add an email or a phone number so the reference can be reached";

export const REFERENCE_RELATIONSHIPS = [
  { value: "manager", label: "Manager or supervisor" },
  { value: "colleague", label: "Colleague" },
  { value: "direct-report", label: "Someone I managed" },
  { value: "client", label: "Client or customer" },
  { value: "instructor", label: "Teacher or instructor" },
  { value: "mentor", label: "Mentor" },
  { value: "other", label: "Other professional contact" },
] as const;
export type ReferenceRelationship = (typeof REFERENCE_RELATIONSHIPS)[number]["value"];
const RELATIONSHIP_VALUES = REFERENCE_RELATIONSHIPS.map((r) => r.value) as [ReferenceRelationship, ...ReferenceRelationship[]];

export const relationshipLabel = (value: string): string => REFERENCE_RELATIONSHIPS.find((r) => r.value === value)?.label ?? value;

const L = REFERENCE_LIMITS;

/** Optional email: "" or an address of at most 254 characters ('Type a valid Email' otherwise). */
const emailField = text({ error: invalidMessage("Email") })
  .trim()
  .max(L.email, { error: tooLongMessage("Email", L.email) })
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: invalidMessage("Email") });

export const referenceSchema = z
  .object({
    name: textField("Name", L.name, { required: true }),
    relationship: text({ error: invalidMessage("Relationship") }).pipe(z.enum(RELATIONSHIP_VALUES, { error: invalidMessage("Relationship") })),
    company: textField("Company", L.company),
    title: textField("Job title", L.title),
    email: emailField,
    phone: phoneField("Phone number"),
    note: textField("What they can speak to", L.note),
    mayContact: z.boolean({ error: invalidMessage("May contact") }),
  })
  .superRefine((v, ctx) => {
    if (v.email === "" && v.phone === "") ctx.addIssue({ code: "custom", path: ["email"], message: NO_CONTACT });
  });
export type ReferenceInput = z.input<typeof referenceSchema>;
export type ReferenceValues = z.output<typeof referenceSchema>;

export const REFERENCE_MESSAGES = { noContact: NO_CONTACT, limit: REFERENCE_LIMIT_MESSAGE } as const;
