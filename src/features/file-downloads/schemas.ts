import { z } from "zod";
import { emailSchema } from "@/features/auth/schemas";
import { text } from "@/lib/text-schema";

/*
 * Gated downloads (/file-download/{id}, issue 18 part 3): the form's and POST
 * /api/content/files/{id}/leads' one input, and the page's words in one place.
 */
export const FILE_DOWNLOAD_LIMITS = { name: 150, source: 100 } as const;

export const FILE_DOWNLOAD_TEXTS = {
  consentRequired: "Tick the box to agree before you download.",
  nameTooLong: `Name must be less than ${FILE_DOWNLOAD_LIMITS.name} characters.`,
  submit: "Email me and download",
  downloadNow: "Download",
  started: "Your download has started",
  startedDetail: "If it did not start, use the direct link below. The link works for 10 minutes.",
  directLink: "Download the file directly",
  expired: "This download link has expired. Enter your email again and the download starts at once.",
  invalid: "This download link is not valid. Enter your email and the download starts at once.",
  rateLimited: "Too many downloads from your network. Please wait a few minutes and try again.",
  notGated: "This file needs no email: download it directly.",
} as const;

export const fileLeadSchema = z.object({
  email: emailSchema,
  name: text().trim().max(FILE_DOWNLOAD_LIMITS.name - 1, FILE_DOWNLOAD_TEXTS.nameTooLong).default(""),
  consent: z.boolean({ error: FILE_DOWNLOAD_TEXTS.consentRequired }).refine((v) => v, FILE_DOWNLOAD_TEXTS.consentRequired),
  /** Where the visitor came from (?source= on the page, e.g. the campaign that linked it). */
  source: text()
    .trim()
    .max(FILE_DOWNLOAD_LIMITS.source, `Source must be less than ${FILE_DOWNLOAD_LIMITS.source + 1} characters.`)
    .regex(/^[\w.:/-]*$/, "Type a valid source")
    .default(""),
});
export type FileLeadInput = z.input<typeof fileLeadSchema>;
export type FileLeadValues = z.output<typeof fileLeadSchema>;

/** POST /api/content/files/{id}/leads answers where to download, valid until expiresAt. */
export type FileLeadResult = { downloadUrl: string; expiresAt: string };

/** The ?source= of the page, kept only when it is a plausible tag (else dropped, not an error). */
export function sourceFromQuery(value: string | string[] | undefined): string {
  const v = Array.isArray(value) ? value[0] : value;
  return v && /^[\w.:/-]{1,100}$/.test(v) ? v : "";
}
