import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/identity/auth/[...all]/route";
import { getDb } from "@/db/client";
import { employerSignups, userRoles, users } from "@/db/schema";
import { EMPLOYER_SIGN_UP_OFF_MESSAGE } from "@/lib/auth/employer-sign-up";
import { employerSignUpSchema, signUpBody } from "@/features/auth/schemas";
import { confirmAccount } from "@/features/auth/server/confirm-account";
import { signInAfterSignUpPath } from "@/lib/sign-up-routes";
import { createUser } from "@/testing/factories";
import { callRoute } from "@/testing/http";
import { getWelcomeView } from "./server/queries";
import { linkIn, mailTo, setFlag, testDomain } from "./employer-accounts.testing";

/*
 * The employer variant of sign-up (/join?employer=true, decision 038) through the real auth route:
 * the company name and job title are kept in the request that creates the account, the account gets
 * the Hiring Manager role, the confirmation mail leads to /auth/confirm-account?employer=true, and
 * once confirmed the person's welcome page offers what they typed.
 */
const PASSWORD = "a long enough employer password";
const fromIp = () => ({ "x-forwarded-for": `10.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

function employerBody(email: string, extra: Partial<{ companyName: string; jobTitle: string }> = {}) {
  const values = employerSignUpSchema.parse({ firstName: "Dana", lastName: "Reyes", email, password: PASSWORD, confirmPassword: PASSWORD, companyName: "Bluebird Dental", jobTitle: "Practice Manager", ...extra });
  return signUpBody(values, { employer: true });
}

const signUp = (body: unknown) => callRoute(authPost, { method: "POST", path: "/api/identity/auth/sign-up/email", body, headers: fromIp() });

async function userByEmail(email: string) {
  const [row] = await getDb().select({ id: users.id, name: users.name, emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
  return row;
}
const rolesOf = async (userId: string) => (await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);

describe("employer sign-up", () => {
  it("keeps the company name and job title, gives Hiring Manager, mails an employer=true link that leads to /hiring/welcome", async () => {
    const email = `dana@${testDomain("bluebird")}`;
    const body = employerBody(email);
    expect(body).toMatchObject({ companyName: "Bluebird Dental", jobTitle: "Practice Manager", callbackURL: "/auth/confirm-account?employer=true" });
    expect((await signUp(body)).status).toBe(200);

    const user = (await userByEmail(email))!;
    expect(user.emailVerified).toBe(false);
    expect(await rolesOf(user.id)).toEqual(["Hiring Manager"]);
    const [signup] = await getDb().select().from(employerSignups).where(eq(employerSignups.userId, user.id));
    expect(signup).toMatchObject({ companyName: "Bluebird Dental", jobTitle: "Practice Manager" });

    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Confirm your Upstep account");
    const link = linkIn(mail!.text, "/auth/confirm-account");
    expect(link.searchParams.get("employer")).toBe("true");
    expect(await confirmAccount(link.searchParams.get("token")!)).toEqual({ ok: true });
    // "Log in" on the confirmation page goes on to the welcome page.
    expect(signInAfterSignUpPath({ employer: true })).toBe("/api/auth/sign-in?from_sign_up=true&returnTo=%2Fhiring%2Fwelcome");

    const view = await getWelcomeView(getDb(), { id: user.id, roles: ["Hiring Manager"], twoFactorEnabled: false, name: user.name, email, emailVerified: true });
    expect(view).toMatchObject({ suggestedCompanyName: "Bluebird Dental", suggestedJobTitle: "Practice Manager", memberships: [], selfServe: true, freeMail: false });
  });

  it("refuses bad company fields with their messages and creates nothing", async () => {
    const email = `bad-${randomUUID().slice(0, 6)}@${testDomain()}`;
    for (const [fields, message] of [
      [{ companyName: "", jobTitle: "Owner" }, "Type a valid Company name"],
      [{ companyName: "x".repeat(121), jobTitle: "Owner" }, "Company name must be less than 120 characters."],
      [{ companyName: "Acme", jobTitle: "y".repeat(101) }, "Job title must be less than 100 characters."],
      [{ companyName: "Acme" }, "Type a valid Job title"],
    ] as const) {
      const response = await signUp({ name: "Dana Reyes", email, password: PASSWORD, callbackURL: "/auth/confirm-account?employer=true", ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).error).toMatchObject({ reason: "INVALID_EMPLOYER_FIELDS", message });
    }
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("a plain sign-up gets no role and keeps nothing; another field is still refused", async () => {
    const email = `candidate-${randomUUID().slice(0, 6)}@${testDomain()}`;
    expect((await signUp({ name: "Casey Park", email, password: PASSWORD, callbackURL: "/auth/confirm-account" })).status).toBe(200);
    const user = (await userByEmail(email))!;
    expect(await rolesOf(user.id)).toEqual([]);
    expect(await getDb().select().from(employerSignups).where(eq(employerSignups.userId, user.id))).toEqual([]);
    const refused = await signUp({ name: "Casey Park", email: `x-${email}`, password: PASSWORD, companyName: "Acme", jobTitle: "Boss", role: "Administrator" });
    expect(refused.status).toBe(400);
  });

  it("never gives the role or keeps company details for an address that already has an account", async () => {
    const existing = await createUser({ email: `owner-${randomUUID().slice(0, 6)}@${testDomain()}` });
    const response = await signUp(employerBody(existing.email));
    expect(response.status).toBe(200); // answers like any sign-up (no account enumeration)
    expect(await rolesOf(existing.id)).toEqual([]);
    expect(await getDb().select().from(employerSignups).where(eq(employerSignups.userId, existing.id))).toEqual([]);
  });

  it("is refused while g2-employment-v2 is off (employer accounts are set up with Upstep), and plain sign-up still works", async () => {
    await setFlag("g2-employment-v2", false);
    try {
      const email = `off-${randomUUID().slice(0, 6)}@${testDomain()}`;
      const response = await signUp(employerBody(email));
      expect(response.status).toBe(403);
      expect((await response.json()).error).toMatchObject({ reason: "EMPLOYER_SIGN_UP_OFF", message: EMPLOYER_SIGN_UP_OFF_MESSAGE });
      expect(await userByEmail(email)).toBeUndefined();
      expect((await signUp({ name: "Casey Park", email, password: PASSWORD, callbackURL: "/auth/confirm-account" })).status).toBe(200);
    } finally {
      await setFlag("g2-employment-v2", true);
    }
  });
});
