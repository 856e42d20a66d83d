/*
 * Saved talent searches' limits and messages (issue 17 part 3, decision 044), one place for the
 * server, the dialog and the tests. No imports: the save dialog on the search page takes it as is.
 */
export const SAVED_SEARCH_LIMITS = {
  /** Saved searches one member may keep in one company. */
  perMember: 25,
  nameMax: 100,
  /** Candidates per saved search in one daily email. */
  emailCandidates: 10,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  duplicateName: "You already have a saved search with this name. Choose another name.",
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMITS.perMember} saved searches. Delete one to save another.`,
  nameRequired: "Give this search a name.",
  nameTooLong: `Name must be at most ${SAVED_SEARCH_LIMITS.nameMax} characters.`,
} as const;
