/*
 * The self-identification forms, their answer codes and their official texts (issue 15 part 2,
 * decision 034). Two groups, each behind its flag:
 *  - the voluntary self-report (job-apply-self-report): gender, race/ethnicity (the EEO-1 categories
 *    and definitions), veteran status and disability, each with "I do not wish to answer";
 *  - the OFCCP forms (job-apply-ofccp): the Voluntary Self-Identification of Disability, Form CC-305,
 *    and the invitation to self-identify as a protected veteran (VEVRAA, 41 CFR 60-300.42 and its
 *    Appendix B). When it is on, these two replace the self-report's simpler veteran and disability
 *    questions, so nobody is asked the same thing twice.
 * The official wording is reproduced as published (see the decision for the sources); a form's
 * version is stored with every answer so a later text change never re-labels old answers.
 */

/** The code of "I do not wish to answer" in every question. */
export const DECLINE = "decline";

export type Choice = { code: string; label: string; definition?: string };
export type SelfReportQuestion = { key: "gender" | "raceEthnicity" | "veteranStatus" | "disability"; legend: string; choices: readonly Choice[] };

const declineChoice: Choice = { code: DECLINE, label: "I do not wish to answer" };

export const SELF_REPORT_VERSION = "upstep-self-report-2026-11";

export const SELF_REPORT_INTRO = [
  "Answering these questions is voluntary. Choosing not to answer will not affect your application in any way.",
  "Your answers are stored apart from your application. The employer and its hiring team never see them: they are counted only in totals across many applicants, where any group smaller than five is not shown.",
] as const;

/** A question from its answers (code, label and, for the EEO-1 categories, the definition), "I do not wish to answer" last. */
function plainQuestion(key: SelfReportQuestion["key"], legend: string, answers: [code: string, label: string, definition?: string][]): SelfReportQuestion {
  return { key, legend, choices: [...answers.map(([code, label, definition]) => (definition ? { code, label, definition } : { code, label })), declineChoice] };
}

export const GENDER_QUESTION = plainQuestion("gender", "Gender", [
  ["female", "Female"],
  ["male", "Male"],
]);

/** The EEO-1 race and ethnicity categories with the definitions of the EEO-1 instruction booklet. */
export const RACE_ETHNICITY_QUESTION = plainQuestion("raceEthnicity", "Race/ethnicity", [
  ["hispanic-latino", "Hispanic or Latino", "A person of Cuban, Mexican, Puerto Rican, South or Central American, or other Spanish culture or origin regardless of race."],
  ["white", "White (Not Hispanic or Latino)", "A person having origins in any of the original peoples of Europe, the Middle East, or North Africa."],
  ["black", "Black or African American (Not Hispanic or Latino)", "A person having origins in any of the black racial groups of Africa."],
  [
    "native-hawaiian-pacific-islander",
    "Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)",
    "A person having origins in any of the peoples of Hawaii, Guam, Samoa, or other Pacific Islands.",
  ],
  [
    "asian",
    "Asian (Not Hispanic or Latino)",
    "A person having origins in any of the original peoples of the Far East, Southeast Asia, or the Indian Subcontinent, including, for example, Cambodia, China, India, Japan, Korea, Malaysia, Pakistan, the Philippine Islands, Thailand, and Vietnam.",
  ],
  [
    "american-indian-alaska-native",
    "American Indian or Alaska Native (Not Hispanic or Latino)",
    "A person having origins in any of the original peoples of North and South America (including Central America), and who maintain tribal affiliation or community attachment.",
  ],
  ["two-or-more", "Two or More Races (Not Hispanic or Latino)", "All persons who identify with more than one of the above five races."],
]);

export const VETERAN_STATUS_QUESTION = plainQuestion("veteranStatus", "Veteran status", [
  ["veteran", "I am a veteran"],
  ["not-veteran", "I am not a veteran"],
]);

export const DISABILITY_QUESTION = plainQuestion("disability", "Disability", [
  ["yes", "Yes, I have a disability (or previously had one)"],
  ["no", "No, I do not have a disability"],
]);

/** The self-report's questions; with the OFCCP forms on, veteran status and disability are asked by them instead. */
export function selfReportQuestions(ofccp: boolean): readonly SelfReportQuestion[] {
  return ofccp ? [GENDER_QUESTION, RACE_ETHNICITY_QUESTION] : [GENDER_QUESTION, RACE_ETHNICITY_QUESTION, VETERAN_STATUS_QUESTION, DISABILITY_QUESTION];
}

export const SELF_REPORT_QUESTIONS = [GENDER_QUESTION, RACE_ETHNICITY_QUESTION, VETERAN_STATUS_QUESTION, DISABILITY_QUESTION] as const;

/**
 * Form CC-305 as revised in 2023 (OMB approval of April 25, 2023), word for word. Contractors may not
 * alter it; the page shows the form number, the OMB control number and the expiration date it prints.
 */
export const CC305 = {
  title: "Voluntary Self-Identification of Disability",
  formNumber: "Form CC-305",
  ombControlNumber: "OMB Control Number 1250-0005",
  expires: "Expires 04/30/2026",
  version: "CC-305 rev. 2023, OMB 1250-0005, expires 04/30/2026",
  whyHeading: "Why are you being asked to complete this form?",
  why: [
    "We are a federal contractor or subcontractor. The law requires us to provide equal employment opportunity to qualified people with disabilities. We have a goal of having at least 7% of our workers as people with disabilities. The law says we must measure our progress towards this goal. To do this, we must ask applicants and employees if they have a disability or have ever had one. People can become disabled, so we need to ask this question at least every five years.",
    "Completing this form is voluntary, and we hope that you will choose to do so. Your answer is confidential. No one who makes hiring decisions will see it. Your decision to complete the form and your answer will not harm you in any way. If you want to learn more about the law or this form, visit the U.S. Department of Labor’s Office of Federal Contract Compliance Programs (OFCCP) website at www.dol.gov/ofccp.",
  ],
  howHeading: "How do you know if you have a disability?",
  how: "A disability is a condition that substantially limits one or more of your “major life activities.” If you have or have ever had such a condition, you are a person with a disability. Disabilities include, but are not limited to:",
  disabilities: [
    "Alcohol or other substance use disorder (not currently using drugs illegally)",
    "Autoimmune disorder, for example, lupus, fibromyalgia, rheumatoid arthritis, HIV/AIDS",
    "Blind or low vision",
    "Cancer (past or present)",
    "Cardiovascular or heart disease",
    "Celiac disease",
    "Cerebral palsy",
    "Deaf or serious difficulty hearing",
    "Diabetes",
    "Disfigurement, for example, disfigurement caused by burns, wounds, accidents, or congenital disorders",
    "Epilepsy or other seizure disorder",
    "Gastrointestinal disorders, for example, Crohn's Disease, irritable bowel syndrome",
    "Intellectual or developmental disability",
    "Mental health conditions, for example, depression, bipolar disorder, anxiety disorder, schizophrenia, PTSD",
    "Missing limbs or partially missing limbs",
    "Mobility impairment, benefiting from the use of a wheelchair, scooter, walker, leg brace(s) and/or other supports",
    "Nervous system condition, for example, migraine headaches, Parkinson’s disease, multiple sclerosis (MS)",
    "Neurodivergence, for example, attention-deficit/hyperactivity disorder (ADHD), autism spectrum disorder, dyslexia, dyspraxia, other learning disabilities",
    "Partial or complete paralysis (any cause)",
    "Pulmonary or respiratory conditions, for example, tuberculosis, asthma, emphysema",
    "Short stature (dwarfism)",
    "Traumatic brain injury",
  ],
  prompt: "Please check one of the boxes below:",
  choices: [
    { code: "yes", label: "Yes, I have a disability (or previously had a disability)" },
    { code: "no", label: "No, I do not have a disability and have not had one in the past" },
    { code: DECLINE, label: "I do not want to answer" },
  ],
  burden:
    "PUBLIC BURDEN STATEMENT: According to the Paperwork Reduction Act of 1995 no persons are required to respond to a collection of information unless such collection displays a valid OMB control number. This survey should take about 5 minutes to complete.",
} as const;

/** The invitation to self-identify as a protected veteran (41 CFR part 60-300, Appendix B), pre-offer. */
export const PROTECTED_VETERAN = {
  title: "Invitation to self-identify as a protected veteran",
  version: "VEVRAA invitation, 41 CFR 60-300 Appendix B (pre-offer)",
  intro: [
    "This employer is a Government contractor subject to the Vietnam Era Veterans’ Readjustment Assistance Act of 1974, as amended by the Jobs for Veterans Act of 2002, 38 U.S.C. 4212 (VEVRAA), which requires Government contractors to take affirmative action to employ and advance in employment: (1) disabled veterans; (2) recently separated veterans; (3) active duty wartime or campaign badge veterans; and (4) Armed Forces service medal veterans. These classifications are defined as follows:",
  ],
  classifications: [
    {
      code: "disabled",
      label: "Disabled veteran",
      definition:
        "A “disabled veteran” is one of the following: a veteran of the U.S. military, ground, naval or air service who is entitled to compensation (or who but for the receipt of military retired pay would be entitled to compensation) under laws administered by the Secretary of Veterans Affairs; or a person who was discharged or released from active duty because of a service-connected disability.",
    },
    {
      code: "recently-separated",
      label: "Recently separated veteran",
      definition:
        "A “recently separated veteran” means any veteran during the three-year period beginning on the date of such veteran’s discharge or release from active duty in the U.S. military, ground, naval, or air service.",
    },
    {
      code: "wartime-campaign-badge",
      label: "Active duty wartime or campaign badge veteran",
      definition:
        "An “active duty wartime or campaign badge veteran” means a veteran who served on active duty in the U.S. military, ground, naval or air service during a war, or in a campaign or expedition for which a campaign badge has been authorized under the laws administered by the Department of Defense.",
    },
    {
      code: "service-medal",
      label: "Armed Forces service medal veteran",
      definition:
        "An “Armed forces service medal veteran” means a veteran who, while serving on active duty in the U.S. military, ground, naval or air service, participated in a United States military operation for which an Armed Forces service medal was awarded pursuant to Executive Order 12985.",
    },
  ],
  prompt:
    "If you believe you belong to any of the categories of protected veterans listed above, please indicate by checking the appropriate box below. As a Government contractor subject to VEVRAA, we request this information in order to measure the effectiveness of the outreach and positive recruitment efforts we undertake pursuant to VEVRAA.",
  choices: [
    { code: "protected", label: "I identify as one or more of the classifications of protected veteran listed above" },
    { code: "not-protected", label: "I am not a protected veteran" },
    { code: DECLINE, label: "I do not wish to self-identify" },
  ],
  after: [
    "Submission of this information is voluntary and refusal to provide it will not subject you to any adverse treatment. The information provided will be used only in ways that are not inconsistent with the Vietnam Era Veterans’ Readjustment Assistance Act of 1974, as amended.",
    "The information you submit will be kept confidential, except that (i) supervisors and managers may be informed regarding restrictions on the work or duties of disabled veterans, and regarding necessary accommodations; (ii) first aid and safety personnel may be informed, when and to the extent appropriate, if you have a condition that might require emergency treatment; and (iii) Government officials engaged in enforcing laws administered by the Office of Federal Contract Compliance Programs, or enforcing the Americans with Disabilities Act, may be informed.",
  ],
} as const;

/** The codes each stored answer may take. */
export const ANSWER_CODES = {
  gender: GENDER_QUESTION.choices.map((c) => c.code),
  raceEthnicity: RACE_ETHNICITY_QUESTION.choices.map((c) => c.code),
  veteranStatus: VETERAN_STATUS_QUESTION.choices.map((c) => c.code),
  disability: DISABILITY_QUESTION.choices.map((c) => c.code),
  cc305: CC305.choices.map((c) => c.code),
  protectedVeteran: PROTECTED_VETERAN.choices.map((c) => c.code),
} as const;
