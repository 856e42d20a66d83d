import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * Spec 3 "Avatar upload payload": mimeType, fileName, base64EncodedData. The fields are optional at
 * this layer so a missing file gets the spec's 'No file selected.' rather than a schema error; the
 * server never trusts mimeType or fileName (the content decides the type).
 */
export const avatarUploadSchema = z
  .object({
    mimeType: text().max(255).optional(),
    fileName: text().max(1024).optional(),
    base64EncodedData: text().optional(),
  })
  .optional();

export type AvatarUpload = z.infer<typeof avatarUploadSchema>;

export const avatarQuerySchema = z.object({ version: text().max(8).optional() });
