import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Db } from "@/db/client";
import { employerSignups } from "@/db/schema";
import { isFeatureEnabled } from "@/lib/flags/server";
import { grantEmployerRole } from "./employer-role";
import { EMPLOYER_SIGN_UP_FIELD_NAMES, employerSignUpFieldsSchema, type EmployerSignUpFields } from "./employer-sign-up-fields";

/*
 * The employer variant of sign-up (/join?employer=true, decision 038), in the request that creates the
 * account: the form sends companyName and jobTitle with the name, email and password.
 *  - Before better-auth reads the request (employerSignUpCheck): the two fields are validated with the
 *    form's own zod schema (400 with its message), and refused while g2-employment-v2 is off (employer
 *    accounts are then set up with Upstep: request a demo).
 *  - When better-auth has created the user (its user.create.after database hook, which runs only for
 *    a real new account, never for a sign-up with an address that already has one):
 *    recordEmployerSignUp keeps what was typed in employer_signups (read by /hiring/welcome once the
 *    email is confirmed) and gives the platform role Hiring Manager, in one transaction.
 * Here in lib because better-auth's configuration (auth.ts) uses it, and lib does not import features.
 */
export const EMPLOYER_SIGN_UP_OFF_MESSAGE = "Employer accounts are set up with the Upstep team. Request a demo and we will get you started.";

function employerFieldsOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  return EMPLOYER_SIGN_UP_FIELD_NAMES.some((k) => k in record) ? record : null;
}

/** The fields of an employer sign-up's body, or null for a plain sign-up (or fields that do not parse). */
export function employerSignUpFields(body: unknown): EmployerSignUpFields | null {
  const record = employerFieldsOf(body);
  if (!record) return null;
  const parsed = employerSignUpFieldsSchema.safeParse({ companyName: record.companyName, jobTitle: record.jobTitle });
  return parsed.success ? parsed.data : null;
}

export function employerSignUpCheck() {
  return {
    id: "upstep-employer-sign-up",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const record = employerFieldsOf(ctx.body);
            if (!record) return;
            if (!(await isFeatureEnabled("g2-employment-v2"))) throw new APIError("FORBIDDEN", { code: "EMPLOYER_SIGN_UP_OFF", message: EMPLOYER_SIGN_UP_OFF_MESSAGE });
            const parsed = employerSignUpFieldsSchema.safeParse({ companyName: record.companyName, jobTitle: record.jobTitle });
            if (!parsed.success) throw new APIError("BAD_REQUEST", { code: "INVALID_EMPLOYER_FIELDS", message: parsed.error.issues[0]?.message ?? "Type a valid Company name" });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

/** Keeps the employer's sign-up answers and gives the Hiring Manager role (better-auth's user.create.after). */
export async function recordEmployerSignUp(db: Db, userId: string, fields: EmployerSignUpFields): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(employerSignups)
      .values({ userId, companyName: fields.companyName, jobTitle: fields.jobTitle })
      .onConflictDoUpdate({ target: employerSignups.userId, set: { companyName: fields.companyName, jobTitle: fields.jobTitle } });
    await grantEmployerRole(tx, userId);
  });
}
