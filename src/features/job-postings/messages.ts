/*
 * What the job postings pages and API say (decision 039), in one place. The spec's own texts
 * ("Type a valid {field}", "{field} must be less than {n} characters.") come from
 * lib/validation/fields.ts.
 */
export const POSTING_MESSAGES = {
  descriptionRequired: "Write a description of the job",
  descriptionFormatting: "The description has too much formatting; remove some.",
  locationRequired: "Add where the job is, or choose Remote",
  tooManyLocations: "A posting can have at most 10 locations.",
  locationUnknownZip: "We could not find this ZIP code",
  locationZipState: "This ZIP code is in another state",
  locationUnknownCity: "We could not find this city in this state",
  salaryOrder: "The maximum pay must be at least the minimum pay",
  salaryPeriod: "Choose per hour or per year",
  payRangeAdd: "Add the minimum and maximum pay.",
  employmentType: "Choose an employment type",
  category: "Choose a category",
  subcategory: "Choose a subcategory of the category",
  skillsFromList: "Choose skills from the list",
  tooManySkills: "Choose at most 30 skills.",
  tooManyQuestions: "A posting can have at most 10 questions.",
  questionKind: "Choose the kind of answer",
  tooManyOptions: "A question can have at most 10 choices.",
  duplicateOptions: "Each choice must be different",
  choicesNeeded: "Add at least 2 choices",
  knockoutEveryAnswer: "A question cannot knock out every answer",
  boundsOrder: "The maximum must be at least the minimum",
  applyMode: "Choose where people apply",
  applyUrlHttps: "Type a valid apply URL, starting with https://",
  expiryRequired: "Choose when the posting expires",
  expiryPast: "Choose a day after today",
  expiryTooFar: "Choose a day within 180 days",
  tooManyAttributes: "A scorecard can have at most 10 attributes.",
  ownerNotMember: "Choose a member of the company",
  statusAction: "Choose publish, pause, resume or close",
  bulkChoose: "Choose at least one posting",
  bulkTooMany: "Choose at most 100 postings at a time.",
  notDraft: "Only a draft that was never published can be deleted.",
  closedFinal: "A closed posting cannot be changed. Duplicate it to post the job again.",
  incomplete: "This posting is not ready to publish yet: fix the fields marked.",
} as const;

/** Why a status change is refused, by the posting's status. */
export function statusRefusal(status: string, action: string): string {
  if (status === "closed") return POSTING_MESSAGES.closedFinal;
  const verbs: Record<string, string> = { publish: "published", pause: "paused", resume: "resumed", close: "closed" };
  const states: Record<string, string> = { draft: "a draft", published: "a published posting", paused: "a paused posting" };
  return `As ${states[status] ?? "it is"}, this posting cannot be ${verbs[action] ?? action}.`;
}
