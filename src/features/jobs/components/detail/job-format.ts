/* Display text for a job's dates and company initials; shared by the detail page, similar jobs and company job lists. */

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function formatDate(date: Date): string {
  return DATE_FORMAT.format(date);
}

/** Two letters for a logo placeholder: "Northwind Health" -> "NH", "Contoso" -> "CO". */
export function companyInitials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return (words[0] ?? "?").slice(0, 2).toUpperCase();
}
