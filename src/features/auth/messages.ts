import { NAME_MAX_LENGTH } from "@/lib/auth/name-policy";
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";

/*
 * Every text of the account pages in one place (CONVENTIONS: "keep them in one place per domain").
 * Validation texts follow the spec's patterns (section 8): "Type a valid {field}" and
 * "{field} must be less than {n} characters."; the server's own messages (lib/auth/handle-auth-request.ts
 * FRIENDLY_AUTH_MESSAGES) are shown as they come.
 */
export const AUTH_LIMITS = {
  /** First and last name each: with the space between them the name stays within the server's 100. */
  nameMax: Math.floor((NAME_MAX_LENGTH - 1) / 2),
  emailMax: 254,
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  backupCodeMax: 64,
} as const;

export const FIELD_MESSAGES = {
  emailRequired: "Enter your email address.",
  emailInvalid: "Type a valid email",
  emailTooLong: `Email must be less than ${AUTH_LIMITS.emailMax + 1} characters.`,
  passwordRequired: "Enter your password.",
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordTooLong: PASSWORD_MESSAGES.tooLong,
  passwordTooCommon: PASSWORD_MESSAGES.tooCommon,
  confirmPasswordRequired: "Type your password again.",
  passwordsDiffer: "The passwords do not match.",
  firstNameRequired: "Enter your first name.",
  firstNameTooLong: `First name must be less than ${AUTH_LIMITS.nameMax + 1} characters.`,
  firstNameInvalid: "Type a valid first name",
  lastNameRequired: "Enter your last name.",
  lastNameTooLong: `Last name must be less than ${AUTH_LIMITS.nameMax + 1} characters.`,
  lastNameInvalid: "Type a valid last name",
  totpInvalid: "Enter the 6-digit code from your authenticator app.",
  backupCodeRequired: "Enter one of your backup codes.",
  backupCodeInvalid: "Type a valid backup code",
} as const;

export const PASSWORD_RULES = [
  {
    id: "length",
    label: `${AUTH_LIMITS.passwordMin} to ${AUTH_LIMITS.passwordMax} characters`,
    test: (p: string) => p.length >= AUTH_LIMITS.passwordMin && p.length <= AUTH_LIMITS.passwordMax,
  },
  {
    id: "common",
    label: "Not a common password, like password123 or qwertyuiop",
    test: (p: string) => p.length >= AUTH_LIMITS.passwordMin && !isCommonPassword(p),
  },
] as const;

export const PASSWORD_TIP = "Tip: a few unrelated words make a password that is strong and easy to remember.";

/*
 * Reasons (the auth library's error codes) that the server passes through without a friendly text
 * of its own. The server's friendly texts win when it has one.
 */
export const REASON_MESSAGES: Record<string, string> = {
  INVALID_BACKUP_CODE: "That backup code is not right, or it has been used already.",
  INVALID_TWO_FACTOR_COOKIE: "Your log-in took too long. Please enter your email and password again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many attempts. Please enter your email and password again.",
};

export const AUTH_TEXTS = {
  networkError: "We could not reach Upstep. Check your connection and try again.",
  genericError: "Something went wrong, please try again.",

  loginTitle: "Log in to Upstep",
  loginIntro: "Welcome back. Log in to see your jobs, courses and events.",
  fromSignUp: "Your account is ready. Please log in.",
  socialFailed: "We could not log you in with that account. Try again, or use your email and password.",
  socialUnavailable: (provider: string) => `Sign in with ${provider} is not available on this Upstep server yet. Use your email and password instead.`,
  emailNotVerifiedTitle: "Confirm your email address",
  loginFailedTitle: "We could not log you in",
  twoFactorTitle: "Two-step verification",
  totpIntro: "Open your authenticator app and enter the 6-digit code for Upstep.",
  backupIntro: "Enter one of the backup codes you saved when you turned on two-step verification. Each code works once.",
  useBackupCode: "Use a backup code instead",
  useTotp: "Use your authenticator app instead",
  startOver: "Log in with a different account",

  joinTitle: "Join Upstep",
  joinIntro: "Create your free account to save jobs, take courses and join events.",
  employerJoinTitle: "Create your employer account",
  employerJoinIntro: "Post jobs, build talent pipelines and hire skilled people with Upstep.",
  signUpFailedTitle: "We could not create your account",
  checkEmailTitle: "Check your email",
  checkEmailBody: "Open the link in the email to confirm your address and finish creating your account. The link works for 24 hours.",
  checkEmailExistingLead: "Already have an Upstep account with this address?",
  resendEmail: "Resend the email",
  resent: (email: string) => `We sent a new email to ${email}.`,
  useDifferentEmail: "Use a different email address",

  confirmedTitle: "Your account is confirmed",
  confirmedBody: "Thank you for confirming your email address. Log in to start your next step.",
  confirmedEmployerBody: "Thank you for confirming your email address. Log in to post jobs and find talent for your team.",
  confirmFailedTitle: "This confirmation link does not work",
  confirmExpired: "This confirmation link has expired. Enter your email address and we will send you a new one.",
  confirmInvalid: "This confirmation link is not valid. It may be incomplete, or it was already replaced by a newer one. Enter your email address and we will send you a new link.",
  confirmResendSent: (email: string) => `If ${email} belongs to an Upstep account that is not confirmed yet, we have sent a new confirmation link.`,

  forgotTitle: "Reset your password",
  forgotIntro: "Enter the email address of your Upstep account and we will send you a link to choose a new password.",
  forgotSent: (email: string) => `If an account exists for ${email}, we have sent a link to reset your password. The link works for one hour.`,
  forgotSentTitle: "Check your email",
  forgotFailedTitle: "We could not send the link",

  resetTitle: "Choose a new password",
  resetIntro: "Choose a new password for your Upstep account.",
  resetMissingToken: "This link is not complete. Copy the whole link from the email, or ask for a new one.",
  resetInvalidToken: "This link is not valid or has expired. Ask for a new one.",
  resetDoneTitle: "Your password has been changed",
  resetDoneBody: "You can now log in with your new password. For your safety we have logged you out on your other devices.",
  resetFailedTitle: "We could not change your password",

  deletedTitle: "Your account has been deleted",
  deletedBody: "Your Upstep account has been closed and you have been logged out. We are sorry to see you go.",
  deletedJoinAgain: "You are welcome back any time: you can create a new account whenever you like.",

  outboxTitle: "Development outbox",
  outboxIntro: "Mail that Upstep would have sent. It is written here because no SMTP server is configured.",
  outboxEmpty: "No mail yet. Sign up or ask for a password reset, and the email appears here.",
} as const;

export const SOCIAL_LABELS = { google: "Google", facebook: "Facebook", apple: "Apple" } as const;
