import { z } from "zod";
import { COMPANY_ROLES } from "@/db/schema/companies";
import { text } from "@/lib/text-schema";
import { hasForbiddenNameCharacters, NAME_MAX_LENGTH, NAME_MESSAGES } from "@/lib/auth/name-policy";
import { invalidMessage, textField, tooLongMessage } from "@/lib/validation/fields";
import { COMPANY_LIMITS as L, COMPANY_SIZES } from "./types";

/*
 * The employer account APIs' inputs (issue 16 part 1), shared by the forms and the route handlers.
 * Every string is text() (refuses NUL) with the spec's messages ('Type a valid {field}',
 * '{field} must be less than {n} characters.').
 */
export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: "Choose a role" });

const companyName = textField("Company name", L.name, { required: true });
const jobTitle = textField("Job title", L.jobTitle);

/** POST /api/employer/company: create a company, or claim one that has no owner yet. */
export const createCompanySchema = z.object({
  name: companyName,
  jobTitle,
  /** Claim this existing company (importer-made, no owner) instead of creating one. */
  claimCompanyId: z.uuid().optional(),
  /** Create a company of this name even though one already exists (a different one): it gets its own address. */
  separate: z.boolean().optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;

export const companySearchQuerySchema = z.object({ q: text().trim().max(L.searchQuery, tooLongMessage("Search", L.searchQuery)) });
export const companyMatchQuerySchema = z.object({ name: companyName });

export const joinRequestSchema = z.object({ message: textField("Message", L.joinMessage).default("") });
export type JoinRequestInput = z.input<typeof joinRequestSchema>;

export const approveJoinRequestSchema = z.object({ role: companyRoleSchema });

export const inviteSchema = z.object({
  email: text()
    .trim()
    .min(1, invalidMessage("email address"))
    .max(254, tooLongMessage("Email address", 254))
    .pipe(z.email(invalidMessage("email address"))),
  role: companyRoleSchema,
});
export type InviteInput = z.input<typeof inviteSchema>;

export const changeRoleSchema = z.object({ role: companyRoleSchema });

/** An https address, as typed; "" clears it. */
export const websiteField = textField("Website", L.website).refine((v) => v === "" || isHttpsUrl(v), invalidMessage("Website"));

function isHttpsUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
}

/** The company profile form (PATCH /api/employer/company/{id}). */
export const companyProfileSchema = z.object({
  description: textField("Description", L.description),
  website: websiteField,
  size: z.union([z.enum(COMPANY_SIZES), z.literal("")], { error: "Choose a company size" }),
  headquarters: textField("Headquarters", L.headquarters),
  locations: z
    .array(textField("Location", L.location, { required: true }))
    .max(L.locations, `Add at most ${L.locations} locations.`)
    .refine((list) => new Set(list.map((l) => l.toLowerCase())).size === list.length, "Each location only once."),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;

/** The logo upload (PUT /api/employer/company/{id}/logo), as the avatar's: the content decides the type. */
export const logoUploadSchema = z.object({
  fileName: text().max(1024).optional(),
  mimeType: text().max(255).optional(),
  base64EncodedData: text().optional(),
});

/** Your details (PATCH /api/employer/me): your name and your job title at the company the page acts for. */
export const yourDetailsSchema = z.object({
  companyId: z.uuid(),
  name: text()
    .trim()
    .min(1, NAME_MESSAGES.required)
    .max(NAME_MAX_LENGTH, tooLongMessage("Name", NAME_MAX_LENGTH))
    .refine((v) => !hasForbiddenNameCharacters(v), NAME_MESSAGES.invalid),
  jobTitle,
});
export type YourDetailsInput = z.input<typeof yourDetailsSchema>;

/** The invitation token in a path: base64url of 32 bytes (43 characters); anything else is not one. */
export const invitationTokenSchema = text().regex(/^[A-Za-z0-9_-]{43}$/);

/** A domain in a path (DELETE .../domains/{domain}). */
export const domainParamSchema = text().trim().toLowerCase().max(253).regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
