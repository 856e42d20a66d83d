/* What the admin companies pages and APIs say (one place, tested). */
export const ADMIN_COMPANY_MESSAGES = {
  slugInvalid: "Use lowercase letters, digits and single hyphens (for example acme-health).",
  slugReserved: (slug: string) => `“${slug}” is a directory page of /companies; choose another address.`,
  slugTaken: (slug: string) => `Another company already uses the address “${slug}”.`,
  slugRedirectTaken: (slug: string) => `“${slug}” is an old address of another company (it redirects there); choose another.`,
  categoryUnknown: "Choose an industry from the list.",
  notFound: "This company does not exist (it may have been merged into another).",
  mergeSelf: "Choose a different company: a company cannot be merged into itself.",
  mergeDuplicateGone: "The duplicate company no longer exists (someone may have merged or deleted it).",
  mergeUnknownTable: (table: string) =>
    `The company's data is in a table the merge does not know (${table}); nothing was merged. A developer must add it to the merge's table plan.`,
  saved: "Company saved.",
  created: "Company created.",
  merged: (name: string) => `${name} was merged into this company.`,
} as const;
