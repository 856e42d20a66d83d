export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "Mar 2018", "2018", or "" for a month and year as stored. */
export function monthYear(month: number | null, year: number | null): string {
  if (year === null) return "";
  return month === null ? String(year) : `${MONTHS[month - 1]!.slice(0, 3)} ${year}`;
}
