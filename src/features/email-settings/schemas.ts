import { z } from "zod";
import { EMAIL_CATEGORY_KEYS, type EmailCategoryKey } from "@/lib/email/categories";

/*
 * The settings form: one on/off per switchable mail category. The PATCH route takes any part of this
 * (src/app/api/email/preferences/route.ts); the form always sends every category, as the person sees them.
 */
export const emailPreferencesFormSchema = z.strictObject(Object.fromEntries(EMAIL_CATEGORY_KEYS.map((k) => [k, z.boolean()])) as Record<EmailCategoryKey, z.ZodBoolean>);

export type EmailPreferencesFormValues = z.infer<typeof emailPreferencesFormSchema>;
