import { z } from "zod";
import { textField } from "@/lib/validation/fields";

/*
 * What the employer variant of sign-up (/join?employer=true, decision 038) asks beyond the account:
 * the company the person means to create or join and their job title there. Shared by the form
 * (features/auth) and the server's check of the sign-up request (employer-sign-up.ts); plain module.
 */
export const EMPLOYER_SIGN_UP_LIMITS = { companyName: 120, jobTitle: 100 } as const;

export const employerSignUpFieldsSchema = z.object({
  companyName: textField("Company name", EMPLOYER_SIGN_UP_LIMITS.companyName, { required: true }),
  jobTitle: textField("Job title", EMPLOYER_SIGN_UP_LIMITS.jobTitle, { required: true }),
});
export type EmployerSignUpFields = z.output<typeof employerSignUpFieldsSchema>;

export const EMPLOYER_SIGN_UP_FIELD_NAMES = ["companyName", "jobTitle"] as const;
