import { z } from "zod";
import { CERTIFICATION_KINDS, FILE_LIMIT_15MB } from "@/lib/uploads/file-types";
import { checkDocument, kindOfFileName, type DocumentRejection } from "@/lib/uploads/prepare-document";
import { invalidMessage, textField, yearField } from "@/lib/validation/fields";
import { monthInputField } from "./schemas";

/*
 * Certifications (spec 2.7 certifications and certifications/new; decision 026's neighbour in
 * candidate-sections.ts): the one schema the form's zodResolver and the route handler share, the
 * certificate file's rules with the spec's words (5, 8, 9), and when a certification has expired.
 * Plain module: the browser's drop zone runs the same checks as the server before anything is sent.
 */
export const CERTIFICATION_LIMITS = { name: 150, issuer: 150, credentialId: 100, credentialUrl: 500 } as const;
const L = CERTIFICATION_LIMITS;

/** Decision 026: a bound on what one person stores (each may carry a 15MB file); more than any career needs. */
export const CERTIFICATION_LIMIT_PER_PERSON = 30;
export const CERTIFICATION_LIMIT_MESSAGE = `You can list up to ${CERTIFICATION_LIMIT_PER_PERSON} certifications. Delete one to add another.`;

/** Spec 5, 8 and 9, word for word. */
export const CERTIFICATION_FILE_MESSAGES = {
  invalidType: "Invalid file type. Supported file types: (.pdf, .doc, .docx, .rtf, .txt, .odt)",
  tooLarge: "Selected file exceeds 15MB size limit",
  noFile: "No file selected.",
} as const;
/** Spec 9: 15MB with 1 MB = 1048576 bytes. */
export const CERTIFICATION_FILE_MAX_BYTES = FILE_LIMIT_15MB;
/** The drop zone's accept list; the server judges the content. */
export const CERTIFICATION_EXTENSIONS = [".pdf", ".doc", ".docx", ".rtf", ".txt", ".odt"] as const;
/** The multipart field that carries the file; `data` carries the certification's fields as JSON. */
export const CERTIFICATION_FILE_FIELD = "file";
export const CERTIFICATION_DATA_FIELD = "data";

const EXPIRY_BEFORE_ISSUE = "Expiry date must be after the issue date";

/** An http(s) address with a host, as a person pastes it from a certifier's page; "" when not given. */
export function isWebAddress(value: string): boolean {
  if (value === "") return true;
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password;
}

export const certificationSchema = z
  .object({
    name: textField("Certification name", L.name, { required: true }),
    issuer: textField("Issuing organization", L.issuer),
    issueMonth: monthInputField("Issue month"),
    issueYear: yearField("Issue year"),
    expiryMonth: monthInputField("Expiry month"),
    expiryYear: yearField("Expiry year"),
    doesNotExpire: z.boolean({ error: invalidMessage("Does not expire") }),
    credentialId: textField("Credential ID", L.credentialId),
    credentialUrl: textField("Credential URL", L.credentialUrl).refine(isWebAddress, { error: invalidMessage("Credential URL") }),
  })
  .superRefine((v, ctx) => {
    // A month means nothing without its year.
    if (v.issueMonth !== null && v.issueYear === null) ctx.addIssue({ code: "custom", path: ["issueYear"], message: invalidMessage("Issue year") });
    if (v.doesNotExpire) return;
    if (v.expiryMonth !== null && v.expiryYear === null) ctx.addIssue({ code: "custom", path: ["expiryYear"], message: invalidMessage("Expiry year") });
    if (v.issueYear === null || v.expiryYear === null) return;
    const issued = v.issueYear * 12 + (v.issueMonth ?? 1);
    const expires = v.expiryYear * 12 + (v.expiryMonth ?? 12);
    if (expires < issued) ctx.addIssue({ code: "custom", path: ["expiryYear"], message: EXPIRY_BEFORE_ISSUE });
  })
  .transform((v) => (v.doesNotExpire ? { ...v, expiryMonth: null, expiryYear: null } : v));
export type CertificationInput = z.input<typeof certificationSchema>;
export type CertificationValues = z.output<typeof certificationSchema>;

export const CERTIFICATION_MESSAGES = { expiryBeforeIssue: EXPIRY_BEFORE_ISSUE } as const;

/**
 * Expired when the expiry month has ended (a certificate valid to March 2025 is still valid on 31
 * March); no expiry date, or "does not expire", is never expired. Months are UTC.
 */
export function isCertificationExpired(c: { doesNotExpire: boolean; expiryMonth: number | null; expiryYear: number | null }, now: Date): boolean {
  if (c.doesNotExpire || c.expiryYear === null) return false;
  return c.expiryYear * 12 + (c.expiryMonth ?? 12) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function certificationFileRejection(reason: DocumentRejection): string {
  if (reason === "too-large") return CERTIFICATION_FILE_MESSAGES.tooLarge;
  if (reason === "no-file") return CERTIFICATION_FILE_MESSAGES.noFile;
  return CERTIFICATION_FILE_MESSAGES.invalidType;
}

export type FileCheck = { ok: true } | { ok: false; message: string };

/** What can be judged before reading the file: one non-empty file of at most 15MB with an allowed extension. */
export function validateCertificationSelection(file: { name: string; size: number } | undefined): FileCheck {
  if (!file || !file.name || file.size === 0) return { ok: false, message: CERTIFICATION_FILE_MESSAGES.noFile };
  if (file.size > CERTIFICATION_FILE_MAX_BYTES) return { ok: false, message: CERTIFICATION_FILE_MESSAGES.tooLarge };
  if (!kindOfFileName(file.name, CERTIFICATION_KINDS)) return { ok: false, message: CERTIFICATION_FILE_MESSAGES.invalidType };
  return { ok: true };
}

/** The server's own check (size, extension, magic bytes of that kind), in the browser too. */
export function validateCertificationContent(name: string, bytes: Uint8Array): FileCheck {
  const checked = checkDocument(bytes, name, { kinds: CERTIFICATION_KINDS, maxBytes: CERTIFICATION_FILE_MAX_BYTES });
  return checked.ok ? { ok: true } : { ok: false, message: certificationFileRejection(checked.reason) };
}
