import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ReactNode } from "react";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { candidateOnboarding, candidatePreferences, candidateProfiles } from "@/db/schema";
import type { Role } from "@/lib/auth/roles";
import { loginPath } from "@/lib/routes";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type * as FlowModule from "./components/onboarding-flow";
import type * as SummaryModule from "./components/onboarding-summary";
import type * as PromptModule from "./components/finish-onboarding-prompt";
import type * as LoginPageModule from "@/features/auth/components/login-page";
import type { OnboardingView } from "./types";
import { elements, redirectOf } from "@/testing/pages";

/*
 * The onboarding pages' server behaviour (decision 030), as Next runs them with the request's
 * headers mocked in: who is sent where (signed out to log in with returnTo, a role to their
 * dashboard, finished or skipped to the dashboard), what the flow is given to resume at, what
 * /onboarding/complete shows, the dashboard's "Finish setting up your profile", and the login
 * page's landing after sign-up.
 */
// One request object for every test file that renders pages (files share a worker, isolate: false).
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

type PageFn = () => Promise<ReactNode>;
let OnboardingPage: PageFn;
let CompletePage: PageFn;
let LoginRoute: (props: { searchParams: Promise<Record<string, string>> }) => Promise<ReactNode>;
let OnboardingFlow: typeof FlowModule.OnboardingFlow;
let OnboardingSummary: typeof SummaryModule.OnboardingSummary;
let FinishOnboardingPrompt: typeof PromptModule.FinishOnboardingPrompt;
let LoginPage: typeof LoginPageModule.LoginPage;

beforeAll(async () => {
  vi.resetModules();
  ({ default: OnboardingPage } = await import("@/app/onboarding/page"));
  ({ default: CompletePage } = await import("@/app/onboarding/complete/page"));
  ({ default: LoginRoute } = (await import("@/app/(auth)/login/page")) as unknown as { default: typeof LoginRoute });
  ({ OnboardingFlow } = await import("./components/onboarding-flow"));
  ({ OnboardingSummary } = await import("./components/onboarding-summary"));
  ({ FinishOnboardingPrompt } = await import("./components/finish-onboarding-prompt"));
  ({ LoginPage } = await import("@/features/auth/components/login-page"));
});

beforeEach(() => {
  request.cookie = "";
});

async function signIn(roles: Role[] = [], name = "Nadia Okafor") {
  const user = await createUser({ roles, name });
  const { cookie } = await logIn(user.email, user.password);
  request.cookie = cookie;
  return user;
}

const setOnboarding = (userId: string, values: Partial<typeof candidateOnboarding.$inferInsert>) =>
  getDb()
    .insert(candidateOnboarding)
    .values({ userId, step: "name", ...values })
    .onConflictDoUpdate({ target: candidateOnboarding.userId, set: values });

describe("/onboarding", () => {
  it("sends signed-out visitors to log in and back, from both pages", async () => {
    expect(await redirectOf(OnboardingPage)).toBe(loginPath("/onboarding"));
    expect(loginPath("/onboarding")).toBe("/api/auth/login?returnTo=%2Fonboarding");
    expect(await redirectOf(CompletePage)).toBe(loginPath("/onboarding/complete"));
  });

  it("gives a new candidate the first step, the account's name to start from and the top-level jobs categories", async () => {
    await signIn();
    const flow = elements(await OnboardingPage()).find((e) => e.type === OnboardingFlow);
    expect(flow?.props.initial).toMatchObject({ step: "name", status: "new" });
    expect(flow?.props.suggestedName).toEqual({ firstName: "Nadia", lastName: "Okafor" });
    expect((flow?.props.resumeRules as { messages: { invalidType: string } }).messages.invalidType).toBe("Document extension not allowed. Supported document types: (.pdf, .doc, .docx, .rtf, .txt)");
    expect(Array.isArray(flow?.props.categories)).toBe(true);
  });

  it("resumes at the remembered step with the person's own answers, never another person's", async () => {
    const other = await signIn();
    await getDb().insert(candidateProfiles).values({ userId: other.id, firstName: "Other", lastName: "Person", postalCode: "10001" });
    const me = await signIn();
    await getDb().insert(candidateProfiles).values({ userId: me.id, firstName: "Ada", lastName: "Lovelace", postalCode: "60601" });
    await getDb().insert(candidatePreferences).values({ userId: me.id, desiredTitles: ["Registered Nurse"] });
    await setOnboarding(me.id, { step: "experience" });
    const flow = elements(await OnboardingPage()).find((e) => e.type === OnboardingFlow);
    const initial = flow?.props.initial as OnboardingView;
    expect(initial.step).toBe("experience");
    expect(initial.answers.name).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(initial.answers.location.postalCode).toBe("60601");
    expect(initial.answers.work.desiredTitles).toEqual(["Registered Nurse"]);
  });

  it("sends a candidate who finished or skipped to the dashboard, and users with roles to their dashboard", async () => {
    const done = await signIn();
    await setOnboarding(done.id, { completedAt: new Date() });
    expect(await redirectOf(OnboardingPage)).toBe("/dashboard");
    const skipped = await signIn();
    await setOnboarding(skipped.id, { skippedAt: new Date() });
    expect(await redirectOf(OnboardingPage)).toBe("/dashboard");
    expect(await redirectOf(CompletePage)).toBe("/dashboard");
    await signIn(["Hiring Manager"]);
    expect(await redirectOf(OnboardingPage)).toBe("/");
    expect(await redirectOf(CompletePage)).toBe("/");
    await signIn(["Recruiter"]);
    expect(await redirectOf(OnboardingPage)).toBe("/dashboard");
  });
});

describe("/onboarding/complete", () => {
  it("is for after finishing: before, the flow", async () => {
    await signIn();
    expect(await redirectOf(CompletePage)).toBe("/onboarding");
  });

  it("shows what was set up, the job search with the person's title and ZIP code, and the sections still missing", async () => {
    const me = await signIn();
    await getDb().insert(candidateProfiles).values({ userId: me.id, firstName: "Ada", lastName: "Lovelace", postalCode: "60601", remoteOnly: false });
    await getDb().insert(candidatePreferences).values({ userId: me.id, desiredTitles: ["Registered Nurse"], experienceLevel: "senior" });
    await setOnboarding(me.id, { step: "resume", completedAt: new Date() });
    const tree = elements(await CompletePage());
    const h1 = tree.filter((e) => e.type === "h1");
    expect(h1).toHaveLength(1);
    expect(h1[0]!.props.children).toBe("You're all set, Ada");
    const summary = tree.find((e) => e.type === OnboardingSummary);
    const missing = summary?.props.missing as { key: string }[];
    expect(missing.map((m) => m.key)).not.toContain("personal-info");
    expect(missing.map((m) => m.key)).not.toContain("experience");
    expect(missing.map((m) => m.key)).toEqual(expect.arrayContaining(["work-history", "education", "skills", "resume"]));
    const { searchFor } = await import("./components/onboarding-summary");
    expect(searchFor(summary?.props.answers as OnboardingView["answers"])).toEqual({ href: "/jobs?q=Registered+Nurse&location=60601", label: "Search jobs for Registered Nurse near 60601" });
  });
});

describe("the dashboard's 'Finish setting up your profile'", () => {
  it("is shown while onboarding is neither finished nor skipped, for candidates only", async () => {
    const me = await signIn();
    expect(await FinishOnboardingPrompt({ userId: me.id, roles: [] })).not.toBeNull();
    await setOnboarding(me.id, { step: "work" });
    const open = elements(await FinishOnboardingPrompt({ userId: me.id, roles: [] }));
    expect(open.find((e) => e.type === "p")?.props.children).toBe("You stopped at step 3 of 6; pick up where you left off.");
    await setOnboarding(me.id, { skippedAt: new Date() });
    expect(await FinishOnboardingPrompt({ userId: me.id, roles: [] })).toBeNull();
    const done = await signIn();
    await setOnboarding(done.id, { completedAt: new Date() });
    expect(await FinishOnboardingPrompt({ userId: done.id, roles: [] })).toBeNull();
    const hiring = await signIn(["Hiring Manager"]);
    expect(await FinishOnboardingPrompt({ userId: hiring.id, roles: ["Hiring Manager"] })).toBeNull();
  });

  it("is on the dashboard page of a new candidate", async () => {
    const me = await signIn();
    const { default: DashboardPage } = (await import("@/app/dashboard/page")) as { default: PageFn };
    const prompt = elements(await DashboardPage()).find((e) => e.type === FinishOnboardingPrompt);
    expect(prompt?.props).toMatchObject({ userId: me.id, roles: [] });
    expect((await getDb().select().from(candidateOnboarding).where(eq(candidateOnboarding.userId, me.id))).length).toBe(0);
  });
});

describe("the login page's landing", () => {
  const landing = async (query: Record<string, string>) => elements(await LoginRoute({ searchParams: Promise.resolve(query) })).find((e) => e.type === LoginPage)?.props.returnTo;

  it("goes to /onboarding after sign-up, unless an explicit returnTo says otherwise", async () => {
    expect(await landing({ from_sign_up: "true" })).toBe("/onboarding");
    expect(await landing({ from_sign_up: "true", returnTo: "/hiring" })).toBe("/hiring");
    expect(await landing({})).toBe("/");
    expect(await landing({ returnTo: "/jobs" })).toBe("/jobs");
  });
});
