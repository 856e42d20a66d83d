import type { TemplatePlaceholder } from "./types";

/*
 * An email template's placeholders (decision 040): {{candidate_first_name}}, {{candidate_name}},
 * {{job_title}}, {{company_name}}, {{sender_name}}, spaces inside the braces allowed. An unknown
 * placeholder stays as written, so the preview shows the sender what will not be filled.
 * Plain module: the templates page previews with it in the browser; the server renders with it.
 */
export type PlaceholderValues = Record<TemplatePlaceholder, string>;

const PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(PATTERN, (whole, key: string) => (Object.hasOwn(values, key) ? values[key as TemplatePlaceholder] : whole));
}

/** The placeholders a text names that are not known (shown as a warning on the templates page). */
export function unknownPlaceholders(template: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of template.matchAll(PATTERN)) if (!known.includes(m[1]!)) found.add(m[1]!);
  return [...found];
}

export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** What the templates page previews with. */
export const SAMPLE_VALUES: PlaceholderValues = {
  candidate_first_name: "Casey",
  candidate_name: "Casey Candidate",
  job_title: "Registered Nurse",
  company_name: "Your company",
  sender_name: "You",
};
