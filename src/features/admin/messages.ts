/* Texts of the admin area, in one place (CONVENTIONS: spec and product texts are kept per domain). */
export const ADMIN_MESSAGES = {
  invalidId: "The id must be a UUID.",
  flagNotFound: "This feature flag does not exist.",
  userNotFound: "This user does not exist.",
  patchNeedsAField: "Send enabled, description or both.",
  descriptionRequired: "Description is required.",
  descriptionTooLong: "Description must be less than 500 characters.",
  cannotResetOwnMfa: "You cannot reset your own two-factor authentication. Turn it off or set it up again from Account and security.",
  mfaResetDone: "Two-factor authentication was reset. The user has been signed out everywhere.",
} as const;
