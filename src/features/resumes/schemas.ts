import { z } from "zod";
import { FILE_NAME_MAX } from "@/lib/uploads/file-names";
import { textField } from "@/lib/validation/fields";

/*
 * The resume API's inputs. The upload itself is multipart (a file is not JSON): its only field is
 * checked by upload-resume.ts (name, size, magic bytes). A rename takes the spec's length message.
 */
export const renameResumeSchema = z.object({
  fileName: textField("File Name", FILE_NAME_MAX, { required: true }),
});

export type RenameResume = z.infer<typeof renameResumeSchema>;

/** GET /api/candidates/resumes?userId=: an administrator lists someone's resumes; everybody else their own. */
export const listResumesQuerySchema = z.object({ userId: z.uuid().optional() });

/** A resume id from the path; anything else is a resume that does not exist. */
export const resumeIdSchema = z.uuid();
