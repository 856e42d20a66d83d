import { z } from "zod";
import { LANGUAGE_CODES, PROFICIENCY_VALUES, languageName } from "@/lib/languages";
import { text } from "@/lib/text-schema";
import { invalidMessage } from "@/lib/validation/fields";

/*
 * The language section (spec 2.7 language): a language from lib/languages.ts (ISO 639-1) and one of
 * its five proficiency levels, each listed once per person. The form's selects send codes; "" (not
 * chosen) is 'Type a valid Language' like any other value outside the list.
 */
const choice = <T extends [string, ...string[]]>(field: string, values: T) => text({ error: invalidMessage(field) }).pipe(z.enum(values, { error: invalidMessage(field) }));

export const languageSchema = z.object({
  language: choice("Language", LANGUAGE_CODES),
  proficiency: choice("Proficiency", PROFICIENCY_VALUES),
});
export type LanguageInput = z.input<typeof languageSchema>;
export type LanguageValues = z.output<typeof languageSchema>;

/** A language the person already listed (our words: the spec has none). */
export function duplicateLanguageMessage(code: string): string {
  return `You already listed ${languageName(code) ?? code}.`;
}
