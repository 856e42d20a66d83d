import { z } from "zod";
import { LANGUAGE_CODES, PROFICIENCY_VALUES, languageName } from "@/lib/languages";
import { invalidMessage } from "@/lib/validation/fields";

/*
 * The language section (spec 2.7 language): a language from lib/languages.ts (ISO 639-1) and one of
 * its five proficiency levels, each listed once per person. The form's selects send codes; "" (not
 * chosen) is 'Type a valid Language' like any other value outside the list.
 */
export const languageSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: invalidMessage("Language") }),
  proficiency: z.enum(PROFICIENCY_VALUES, { error: invalidMessage("Proficiency") }),
});
export type LanguageInput = { language: string; proficiency: string };
export type LanguageValues = z.output<typeof languageSchema>;

/** A language the person already listed (our words: the spec has none). */
export function duplicateLanguageMessage(code: string): string {
  return `You already listed ${languageName(code) ?? code}.`;
}
