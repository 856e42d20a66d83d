import type { CandidateProfile } from "./types";
import { candidate360Path, EDUCATION_PATH, PERSONAL_INFO_PATH, SKILLS_PATH, WORK_HISTORY_PATH } from "./paths";

/*
 * profileCompletion(): each Candidate360 section's state and what to add next (decisions 024, 026-031),
 * a pure function of what the profile holds, shared by the overview, the dashboard's
 * profile-completion widget and /my-profile. Ten sections are what an employer expects of a complete
 * profile and count; five are optional (certifications, references, job alerts, assessments, the
 * personality assessment): they show "Optional" while empty and "Done" when filled, and never lower
 * the percentage of someone who has none.
 */
export type SectionState = "done" | "missing" | "optional";

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
  /** Whether the section counts towards the percentage. */
  required: boolean;
  /** What the section holds, or what to do, in a sentence. */
  detail: string;
  /** Where to act; null when there is nothing to open (no assessment yet). */
  href: string | null;
  linkLabel: string | null;
};

export type ProfileCompletion = {
  sections: SectionStatus[];
  /** Required sections that are done, of the required ones. */
  done: number;
  total: number;
  percent: number;
  /** The first missing required section, in the order a person fills a profile; null when all are done. */
  next: SectionStatus | null;
};

/** What the other sections hold, counted by their features' queries (all zero for a new person). */
export type SectionFacts = {
  resumes: number;
  certifications: number;
  languages: number;
  references: number;
  jobAlerts: number;
  /** The person's assessments other than the personality one, newest first. */
  assessments: { id: string; title: string }[];
  personalityCompleted: boolean;
  employmentPrefsSet: boolean;
  compensationPrefsSet: boolean;
  experienceSet: boolean;
};

export const NO_FACTS: SectionFacts = {
  resumes: 0,
  certifications: 0,
  languages: 0,
  references: 0,
  jobAlerts: 0,
  assessments: [],
  personalityCompleted: false,
  employmentPrefsSet: false,
  compensationPrefsSet: false,
  experienceSet: false,
};

export type CompletionInput = { profile: CandidateProfile; hasAvatar: boolean; facts?: SectionFacts };

export function personalInfoDone(p: CandidateProfile["personal"]): boolean {
  return p.firstName !== "" && p.lastName !== "" && (p.postalCode !== "" || p.city !== "" || p.remoteOnly);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Spec = Omit<SectionStatus, "state" | "required"> & { filled: boolean; required?: boolean };

function section({ filled, required = true, ...rest }: Spec): SectionStatus {
  return { ...rest, required, state: filled ? "done" : required ? "missing" : "optional" };
}

export function profileCompletion({ profile, hasAvatar, facts = NO_FACTS }: CompletionInput): ProfileCompletion {
  const { personal, workHistory, education, skills } = profile;
  const f = facts;
  const sections: SectionStatus[] = [
    section({
      key: "personal-info",
      title: "Personal info",
      filled: personalInfoDone(personal),
      detail: personalInfoDone(personal) ? `${personal.firstName} ${personal.lastName}` : "Add your name and where you want to work (ZIP code, city or remote only).",
      href: PERSONAL_INFO_PATH,
      linkLabel: "Edit personal info",
    }),
    section({
      key: "skills",
      title: "Skills",
      filled: skills.length > 0,
      detail: skills.length > 0 ? plural(skills.length, "skill", "skills") : "Add the skills employers search for.",
      href: SKILLS_PATH,
      linkLabel: "Edit skills",
    }),
    section({
      key: "work-history",
      title: "Work history",
      filled: workHistory.length > 0,
      detail: workHistory.length > 0 ? plural(workHistory.length, "job", "jobs") : "Add the jobs you have had.",
      href: WORK_HISTORY_PATH,
      linkLabel: "Edit work history",
    }),
    section({
      key: "education",
      title: "Education",
      filled: education.length > 0,
      detail: education.length > 0 ? plural(education.length, "school", "schools") : "Add your schools, degrees and training.",
      href: EDUCATION_PATH,
      linkLabel: "Edit education",
    }),
    section({
      key: "resume",
      title: "Resume",
      filled: f.resumes > 0,
      detail: f.resumes > 0 ? plural(f.resumes, "resume", "resumes") : "Upload a resume; we can fill your profile from it.",
      href: candidate360Path("resume"),
      linkLabel: f.resumes > 0 ? "Manage resumes" : "Upload a resume",
    }),
    section({
      key: "experience",
      title: "Experience",
      filled: f.experienceSet,
      detail: f.experienceSet ? "Your experience level is set." : "Say how experienced you are and the industries you know.",
      href: candidate360Path("experience"),
      linkLabel: "Edit experience",
    }),
    section({
      key: "employment-prefs",
      title: "Employment preferences",
      filled: f.employmentPrefsSet,
      detail: f.employmentPrefsSet ? "Your job titles and kinds of work are set." : "Tell us the jobs you want: titles, full or part time, remote or on-site.",
      href: candidate360Path("employment-prefs"),
      linkLabel: "Edit employment preferences",
    }),
    section({
      key: "compensation-prefs",
      title: "Compensation preferences",
      filled: f.compensationPrefsSet,
      detail: f.compensationPrefsSet ? "Your pay expectations are set." : "Add the pay you are looking for.",
      href: candidate360Path("compensation-prefs"),
      linkLabel: "Edit compensation",
    }),
    section({
      key: "language",
      title: "Languages",
      filled: f.languages > 0,
      detail: f.languages > 0 ? plural(f.languages, "language", "languages") : "Add the languages you speak and how well.",
      href: candidate360Path("language"),
      linkLabel: "Edit languages",
    }),
    section({
      key: "avatar",
      title: "Profile photo",
      filled: hasAvatar,
      detail: hasAvatar ? "Your photo is set." : "Add a photo so employers recognise you.",
      href: candidate360Path("avatar"),
      linkLabel: hasAvatar ? "Change photo" : "Add a photo",
    }),
    section({
      key: "certifications",
      title: "Certifications",
      required: false,
      filled: f.certifications > 0,
      detail: f.certifications > 0 ? plural(f.certifications, "certification", "certifications") : "Licences and certificates, if you have any.",
      href: candidate360Path("certifications"),
      linkLabel: f.certifications > 0 ? "Edit certifications" : "Add a certification",
    }),
    section({
      key: "self-reference",
      title: "References",
      required: false,
      filled: f.references > 0,
      detail: f.references > 0 ? plural(f.references, "reference", "references") : "People who can speak for your work.",
      href: candidate360Path("self-reference"),
      linkLabel: f.references > 0 ? "Edit references" : "Add a reference",
    }),
    section({
      key: "job-alerts",
      title: "Job alerts",
      required: false,
      filled: f.jobAlerts > 0,
      detail: f.jobAlerts > 0 ? plural(f.jobAlerts, "saved search", "saved searches") : "Save a search to come back to new jobs.",
      href: candidate360Path("job-alerts"),
      linkLabel: f.jobAlerts > 0 ? "Edit job alerts" : "Create a job alert",
    }),
    section({
      key: "assessment",
      title: "Assessments",
      required: false,
      filled: f.assessments.length > 0,
      detail: f.assessments.length > 0 ? plural(f.assessments.length, "assessment", "assessments") : "None yet: employers and courses invite you to skills assessments.",
      href: f.assessments[0] ? candidate360Path(`assessment/${f.assessments[0].id}`) : null,
      linkLabel: f.assessments[0] ? `Open ${f.assessments[0].title}` : null,
    }),
    section({
      key: "traitify-assessment",
      title: "Personality assessment",
      required: false,
      filled: f.personalityCompleted,
      detail: f.personalityCompleted ? "Your results are ready." : "Not taken yet.",
      href: candidate360Path("traitify-assessment"),
      linkLabel: f.personalityCompleted ? "See your results" : "About the assessment",
    }),
  ];
  const counted = sections.filter((s) => s.required);
  const done = counted.filter((s) => s.state === "done").length;
  return {
    sections,
    done,
    total: counted.length,
    percent: Math.round((done / counted.length) * 100),
    next: counted.find((s) => s.state === "missing") ?? null,
  };
}
