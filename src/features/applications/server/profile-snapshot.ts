import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { ApplicationProfileSnapshot } from "@/db/schema/applications";
import { users } from "@/db/schema";
import { employerViewOfCandidate, getPersonalInfo } from "@/features/candidate-profile/server/queries";

/*
 * What the employer receives of the profile (decision 033): the employer view (decision 031, the
 * projection a hiring team may see) plus the contact details an application gives them (email and
 * phone), frozen at submit so later edits do not change what they received. The apply form's profile
 * check shows the same snapshot, so the person sees exactly what is sent.
 */
const month = (m: number | null, y: number | null) => (y ? `${m ? `${String(m).padStart(2, "0")}/` : ""}${y}` : "");

function period(from: string, to: string): string {
  return from || to ? ` (${from || "?"} - ${to || "?"})` : "";
}

export function formatPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

export async function buildProfileSnapshot(db: Db, userId: string): Promise<ApplicationProfileSnapshot> {
  const [view, personal, [account]] = await Promise.all([
    employerViewOfCandidate(db, userId, { preview: true }),
    getPersonalInfo(db, userId),
    db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const sections: ApplicationProfileSnapshot["sections"] = [];
  const add = (title: string, lines: string[]) => {
    if (lines.length) sections.push({ title, lines });
  };
  if (view) {
    add(
      "Work history",
      view.workHistory.map((w) => `${w.title} at ${w.employer}${period(month(w.startMonth, w.startYear), w.isCurrent ? "now" : month(w.endMonth, w.endYear))}`),
    );
    add(
      "Education",
      view.education.map((e) => [e.degree, e.fieldOfStudy].filter(Boolean).join(", ") + (e.degree || e.fieldOfStudy ? `, ${e.school}` : e.school) + period(e.startYear ? String(e.startYear) : "", e.endYear ? String(e.endYear) : "")),
    );
    add("Skills", view.skills.length ? [view.skills.map((s) => s.name).join(", ")] : []);
    add("Certifications", view.certifications.map((c) => (c.issuer ? `${c.name}, ${c.issuer}` : c.name)));
    add("Languages", view.languages.map((l) => `${l.name} (${l.proficiency})`));
  }
  return {
    name: view?.name ?? account?.name ?? "",
    email: account?.email ?? "",
    phone: formatPhone(personal.phone),
    headline: view?.headline ?? "",
    location: view?.remoteOnly ? "Remote only" : [view?.city, view?.state].filter(Boolean).join(", "),
    summary: view?.summary ?? "",
    sections,
  };
}
