import { z } from "zod";
import { text } from "@/lib/text-schema";
import { CERTIFICATION_KINDS, FILE_LIMIT_15MB } from "@/lib/uploads/file-types";
import { EDITOR_MESSAGES, publishingFormSchema, SLUG_PATTERN } from "./schemas";

/*
 * The files editor's form (issue 18 part 4): a downloadable document at /file-download/{slug},
 * gated by an email form or not. Sent as multipart/form-data: the `values` part is this schema as
 * JSON, the `file` part the document (required for a new file, optional to replace one).
 */
export const FILE_MESSAGES = {
  noFile: "Choose a file to upload.",
  tooLarge: "The file is too large: at most 15 MB.",
  invalidType: "Upload a PDF, Word (DOC or DOCX), OpenDocument text, RTF or plain text file.",
  descriptionTooLong: "Keep the description to 1,000 characters or fewer.",
  consentRequired: "Write the consent sentence people agree to before they download.",
  consentTooLong: "Keep the consent sentence to 500 characters or fewer.",
  slugTaken: "Another file already uses this slug. Choose a different one.",
  fileNotFound: "This file does not exist (it may have been deleted).",
  valuesInvalid: "Send the form's values as JSON in the values part.",
  multipartRequired: "Send the file as multipart/form-data with a values part and a file part.",
} as const;

/** Spec 9's 15MB limit (1 MB = 1048576 bytes); the kinds a certification file may be (documents). */
export const CONTENT_FILE_MAX_BYTES = FILE_LIMIT_15MB;
export const CONTENT_FILE_KINDS = CERTIFICATION_KINDS;
/** What the upload routes read at most: the document and room for the multipart envelope and the values part. */
export const CONTENT_FILE_FORM_MAX_BYTES = FILE_LIMIT_15MB + 128 * 1024;
export const CONTENT_FILE_ACCEPT = ".pdf,.doc,.docx,.odt,.rtf,.txt";
export const CONTENT_FILE_FIELD = "file";
export const CONTENT_FILE_VALUES_FIELD = "values";

export const fileInputSchema = z
  .strictObject({
    title: text().trim().min(1, EDITOR_MESSAGES.titleRequired).max(200, EDITOR_MESSAGES.titleTooLong),
    slug: z.union([z.literal(""), text().trim().max(80, EDITOR_MESSAGES.slugTooLong).regex(SLUG_PATTERN, EDITOR_MESSAGES.slugInvalid)]).default(""),
    description: text().trim().max(1000, FILE_MESSAGES.descriptionTooLong).default(""),
    gated: z.boolean().default(true),
    consentText: text().trim().max(500, FILE_MESSAGES.consentTooLong).default(""),
    publishing: publishingFormSchema,
  })
  .superRefine((v, ctx) => {
    if (v.gated && !v.consentText) ctx.addIssue({ code: "custom", path: ["consentText"], message: FILE_MESSAGES.consentRequired });
  });
export type FileInput = z.input<typeof fileInputSchema>;
export type FileValues = z.output<typeof fileInputSchema>;

/** GET /api/admin/content/files/{id}/leads: a page of leads (newest first), or the CSV of them all. */
export const leadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  format: z.enum(["json", "csv"]).optional().catch(undefined),
});
