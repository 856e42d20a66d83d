import { FILE_LIMIT_10MB } from "@/lib/uploads/file-types";

/* Resume upload texts: the first three are the spec's (5, 8) word for word; the limit's is Upstep's (decision 023). */
export const RESUME_MESSAGES = {
  invalidType: "Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)",
  tooLarge: "Selected file exceeds 10MB size limit",
  noFile: "No file selected.",
} as const;

/** Spec 9: 10MB with 1 MB = 1048576 bytes. */
export const RESUME_MAX_BYTES = FILE_LIMIT_10MB;

/** Decision 023: at most this many resumes per person. */
export const RESUME_LIMIT_PER_PERSON = 10;

export const RESUME_LIMIT_MESSAGE = `You can keep up to ${RESUME_LIMIT_PER_PERSON} resumes. Delete one to upload another.`;

/** Spec 5: the extensions a resume may have (the drop zone's accept list; the server checks the content). */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx", ".rtf", ".txt"] as const;

/** The multipart field that carries the file. */
export const RESUME_FILE_FIELD = "file";
