import type { CandidateProfile } from "./types";
import { EDUCATION_PATH, PERSONAL_INFO_PATH, SKILLS_PATH, WORK_HISTORY_PATH } from "./paths";

/*
 * profileCompletion(): each Candidate360 section's state and what to add next (decision 024), a pure
 * function of what the profile holds, shared by the overview and (later) the dashboard's
 * profile-completion widget. Sections whose pages are not built yet are "coming" and do not count.
 */
export type SectionState = "done" | "missing" | "coming";

export type SectionKey =
  | "personal-info"
  | "skills"
  | "work-history"
  | "education"
  | "experience"
  | "employment-prefs"
  | "compensation-prefs"
  | "certifications"
  | "language"
  | "resume"
  | "avatar"
  | "self-reference"
  | "job-alerts"
  | "assessment"
  | "traitify-assessment";

export type SectionStatus = {
  key: SectionKey;
  title: string;
  state: SectionState;
  /** What the section holds, or what to do, in a sentence. */
  detail: string;
  /** Where to act: the section's page, or the place that already exists for it; null when nothing exists yet. */
  href: string | null;
  linkLabel: string | null;
};

export type ProfileCompletion = {
  sections: SectionStatus[];
  /** Built sections that are done, of those that count. */
  done: number;
  total: number;
  percent: number;
  /** The first missing section, in the order a person fills a profile; null when all are done. */
  next: SectionStatus | null;
};

export type CompletionInput = { profile: CandidateProfile; hasAvatar: boolean };

const COMING = "Comes next: this section's page is not built yet.";

export function personalInfoDone(p: CandidateProfile["personal"]): boolean {
  return p.firstName !== "" && p.lastName !== "" && (p.postalCode !== "" || p.city !== "" || p.remoteOnly);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function profileCompletion({ profile, hasAvatar }: CompletionInput): ProfileCompletion {
  const { personal, workHistory, education, skills } = profile;
  const sections: SectionStatus[] = [
    {
      key: "personal-info",
      title: "Personal info",
      state: personalInfoDone(personal) ? "done" : "missing",
      detail: personalInfoDone(personal) ? `${personal.firstName} ${personal.lastName}` : "Add your name and where you want to work (ZIP code, city or remote only).",
      href: PERSONAL_INFO_PATH,
      linkLabel: "Edit personal info",
    },
    {
      key: "skills",
      title: "Skills",
      state: skills.length > 0 ? "done" : "missing",
      detail: skills.length > 0 ? plural(skills.length, "skill", "skills") : "Add the skills employers search for.",
      href: SKILLS_PATH,
      linkLabel: "Edit skills",
    },
    {
      key: "work-history",
      title: "Work history",
      state: workHistory.length > 0 ? "done" : "missing",
      detail: workHistory.length > 0 ? plural(workHistory.length, "job", "jobs") : "Add the jobs you have had.",
      href: WORK_HISTORY_PATH,
      linkLabel: "Edit work history",
    },
    {
      key: "education",
      title: "Education",
      state: education.length > 0 ? "done" : "missing",
      detail: education.length > 0 ? plural(education.length, "school", "schools") : "Add your schools, degrees and training.",
      href: EDUCATION_PATH,
      linkLabel: "Edit education",
    },
    {
      key: "avatar",
      title: "Profile photo",
      state: hasAvatar ? "done" : "missing",
      detail: hasAvatar ? "Your photo is set." : "Add a photo so employers recognise you.",
      href: "#profile-photo",
      linkLabel: hasAvatar ? "Change photo" : "Add a photo",
    },
    { key: "resume", title: "Resume", state: "coming", detail: "Comes next: the resume page is not built yet. Resumes you upload are kept by the resumes API.", href: null, linkLabel: null },
    { key: "experience", title: "Experience", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "employment-prefs", title: "Employment preferences", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "compensation-prefs", title: "Compensation preferences", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "certifications", title: "Certifications", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "language", title: "Languages", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "self-reference", title: "Self reference", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "assessment", title: "Assessments", state: "coming", detail: COMING, href: null, linkLabel: null },
    { key: "traitify-assessment", title: "Personality assessment", state: "coming", detail: COMING, href: null, linkLabel: null },
    {
      key: "job-alerts",
      title: "Job alerts",
      state: "coming",
      detail: "Comes next: saved job searches. Which emails you get is already in your email settings.",
      href: "/dashboard/settings",
      linkLabel: "Email settings",
    },
  ];
  const counted = sections.filter((s) => s.state !== "coming");
  const done = counted.filter((s) => s.state === "done").length;
  return {
    sections,
    done,
    total: counted.length,
    percent: counted.length === 0 ? 100 : Math.round((done / counted.length) * 100),
    next: counted.find((s) => s.state === "missing") ?? null,
  };
}

