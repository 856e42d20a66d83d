import { z } from "zod";

/*
 * Spec 3 "Avatar upload payload": mimeType, fileName, base64EncodedData. The fields are optional at
 * this layer so a missing file gets the spec's 'No file selected.' rather than a schema error; the
 * server never trusts mimeType or fileName (the content decides the type).
 */
export const avatarUploadSchema = z
  .object({
    mimeType: z.string().max(255).optional(),
    fileName: z.string().max(1024).optional(),
    base64EncodedData: z.string().optional(),
  })
  .optional();

export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

export const avatarQuerySchema = z.object({ version: z.string().max(8).optional() });
