import { z } from "zod";
import { text } from "@/lib/text-schema";
import { hasForbiddenNameCharacters } from "@/lib/auth/name-policy";
import { employerSignUpFieldsSchema } from "@/lib/auth/employer-sign-up-fields";
import { isCommonPassword } from "@/lib/auth/password-policy";
import { safeReturnTo } from "@/lib/auth/return-to";
import { RESET_PASSWORD_PATH } from "@/lib/routes";
import { confirmAccountCallbackPath, type SignUpTarget } from "@/lib/sign-up-routes";
import { AUTH_LIMITS, FIELD_MESSAGES as M } from "./messages";

/*
 * Inputs of the account pages, shared by the forms (react-hook-form) and the server pages.
 * The rules are the server's own (lib/auth/password-policy.ts, lib/auth/name-policy.ts), so the
 * form says at the field what the server would refuse, and keeps what was typed.
 */

export const emailSchema = text()
  .trim()
  .min(1, M.emailRequired)
  .max(AUTH_LIMITS.emailMax, M.emailTooLong)
  .pipe(z.email(M.emailInvalid));

/** A new password: 10 to 128 characters, not a common one. Never trimmed: spaces are allowed characters. */
export const newPasswordSchema = text()
  .min(1, M.passwordRequired)
  .min(AUTH_LIMITS.passwordMin, M.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, M.passwordTooLong)
  .refine((p) => p.length < AUTH_LIMITS.passwordMin || !isCommonPassword(p), M.passwordTooCommon);

export const loginSchema = z.object({
  email: emailSchema,
  // An existing password is only required: old accounts may predate today's rules.
  password: text().min(1, M.passwordRequired).max(AUTH_LIMITS.passwordMax, M.passwordTooLong),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

function nameSchema(required: string, tooLong: string, invalid: string) {
  return text()
    .trim()
    .min(1, required)
    .max(AUTH_LIMITS.nameMax, tooLong)
    .refine((v) => !hasForbiddenNameCharacters(v), invalid);
}

const signUpFields = z.object({
  firstName: nameSchema(M.firstNameRequired, M.firstNameTooLong, M.firstNameInvalid),
  lastName: nameSchema(M.lastNameRequired, M.lastNameTooLong, M.lastNameInvalid),
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: text().min(1, M.confirmPasswordRequired),
});
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const passwordsDiffer = () => ({ path: ["confirmPassword"], message: M.passwordsDiffer });

export const signUpSchema = signUpFields.refine(passwordsMatch, passwordsDiffer());
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

/** The employer variant (/join?employer=true): also the company name and job title (decision 038). */
export const employerSignUpSchema = signUpFields.extend(employerSignUpFieldsSchema.shape).refine(passwordsMatch, passwordsDiffer());
export type EmployerSignUpInput = z.input<typeof employerSignUpSchema>;
export type EmployerSignUpValues = z.output<typeof employerSignUpSchema>;

/** The sign-up request body of POST /identity/auth/sign-up/email (an employer's company name and job title too). */
export function signUpBody(values: SignUpValues | EmployerSignUpValues, opts: SignUpTarget) {
  return {
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    password: values.password,
    callbackURL: confirmAccountCallbackPath(opts),
    ...(opts.employer && "companyName" in values ? { companyName: values.companyName, jobTitle: values.jobTitle } : {}),
  };
}

/** The body of POST /identity/auth/send-verification-email ("Resend the email"). */
export function resendVerificationBody(email: string, opts: SignUpTarget) {
  return { email, callbackURL: confirmAccountCallbackPath(opts) };
}

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type EmailOnlyValues = z.output<typeof emailOnlySchema>;

/** The body of POST /identity/auth/request-password-reset. */
export function passwordResetRequestBody(values: EmailOnlyValues) {
  return { email: values.email, redirectTo: RESET_PASSWORD_PATH };
}

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: text().min(1, M.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: M.passwordsDiffer });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** Authenticator codes: 6 digits; spaces and dashes that apps show between groups are ignored. */
export const totpSchema = z.object({
  code: text()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(text().regex(/^\d{6}$/, M.totpInvalid)),
});
export type TotpInput = z.input<typeof totpSchema>;
export type TotpValues = z.output<typeof totpSchema>;

export const backupCodeSchema = z.object({
  code: text()
    .trim()
    .min(1, M.backupCodeRequired)
    .max(AUTH_LIMITS.backupCodeMax, M.backupCodeInvalid)
    .regex(/^[A-Za-z0-9-]+$/, M.backupCodeInvalid),
});
export type BackupCodeInput = z.input<typeof backupCodeSchema>;
export type BackupCodeValues = z.output<typeof backupCodeSchema>;

/* ---- Query strings of the account pages (Next gives string | string[] | undefined). ---- */

export type PageSearchParams = Record<string, string | string[] | undefined>;
const firstOf = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const optionalParam = z.preprocess(firstOf, text().optional().catch(undefined));
const flagParam = z.preprocess(firstOf, text().optional().catch(undefined)).transform((v) => v === "true");

export const SOCIAL_PROVIDER_IDS = ["google", "facebook", "apple"] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

export const loginQuerySchema = z.object({
  returnTo: optionalParam,
  from_sign_up: flagParam,
  social_failed: flagParam,
  social_unavailable: z.preprocess(firstOf, z.enum(SOCIAL_PROVIDER_IDS).optional().catch(undefined)),
});

export const logoutQuerySchema = z.object({ returnTo: optionalParam });

/** A returnTo carried through sign-up: a same-site path, or nothing. */
const returnToParam = optionalParam.transform((v) => (v ? safeReturnTo(v, "") || undefined : undefined));

/** An address to start the sign-up form with (an invitation's, decision 038); anything else is left out. */
const emailParam = z.preprocess(firstOf, emailSchema.optional().catch(undefined));

export const joinQuerySchema = z.object({ employer: flagParam, returnTo: returnToParam, email: emailParam });

export const tokenQuerySchema = z.object({
  token: z.preprocess(firstOf, text().trim().min(1).max(4096).optional().catch(undefined)),
  employer: flagParam,
  returnTo: returnToParam,
  error: optionalParam,
});

export const outboxQuerySchema = z.object({ to: z.preprocess(firstOf, text().trim().max(AUTH_LIMITS.emailMax).optional().catch(undefined)) });
