import { PASSWORD_MESSAGES } from "@/lib/auth/password-policy";

/* Texts of Account and security, in one place. */
export const ACCOUNT_MESSAGES = {
  passwordRequired: "Enter your password.",
  currentPasswordRequired: "Enter your current password.",
  newPasswordTooShort: PASSWORD_MESSAGES.tooShort,
  newPasswordTooLong: "Your password must be at most 128 characters.",
  newPasswordTooCommon: PASSWORD_MESSAGES.tooCommon,
  newPasswordSameAsCurrent: "Choose a password that is different from your current one.",
  passwordsDoNotMatch: "The passwords do not match.",
  codeInvalid: "Enter the 6-digit code from your authenticator app.",
  mfaRequiredTitle: "Set up two-factor authentication to continue",
  mfaRequired:
    "Administrators must set up two-factor authentication before using the admin area. It keeps the platform and its members' data safe even if a password is stolen.",
  twoFactorOn: "Two-factor authentication is on.",
  twoFactorOff: "Two-factor authentication is off.",
  passwordChanged: "Your password was changed.",
  passwordChangedOthersSignedOut: "Your password was changed and your other devices were signed out.",
} as const;
