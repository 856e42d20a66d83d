import { EDUCATION_LEVELS } from "@/db/schema/talent";

/* Small display helpers of the talent pages (decision 042). */

export function yearsLabel(years: number | null): string | null {
  if (years === null) return null;
  return years === 1 ? "1 year of experience" : `${years} years of experience`;
}

export function educationLabel(level: number): string | null {
  return EDUCATION_LEVELS.find((l) => l.value === level)?.label ?? null;
}

/** "Active today", "Active 3 days ago", "Active 2 months ago" (from a fixed now, for stable tests). */
export function activeLabel(at: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 86_400_000));
  if (days === 0) return "Active today";
  if (days === 1) return "Active yesterday";
  if (days < 30) return `Active ${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return months === 1 ? "Active a month ago" : `Active ${months} months ago`;
  return "Active over a year ago";
}

export const formatCount = (n: number) => n.toLocaleString("en-US");
