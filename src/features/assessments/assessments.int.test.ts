import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { getDb } from "@/db/client";
import { assessments } from "@/db/schema";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import { getAssessment, getPersonalityAssessment, listAssessments } from "./server/queries";
import type { Assessment } from "./types";
import type * as AssessmentPageModule from "@/app/dashboard/candidate360/assessment/[id]/page";
import type * as TraitifyPageModule from "@/app/dashboard/candidate360/traitify-assessment/page";
import type * as DetailsModule from "./components/assessment-details";
import { propsOf } from "@/testing/pages";

/*
 * Assessments in Candidate360 (decision 027) on the real database: the owner-scoped reads, and the two
 * pages run as Next runs them (request headers mocked in): signed out they send to log in, another
 * person's or an unknown id is the 404 page, and what they render is the owner's own row.
 */
// One request object for every test file that renders pages (files share a worker, isolate: false).
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let AssessmentPage: typeof AssessmentPageModule.default;
let TraitifyPage: typeof TraitifyPageModule.default;
let AssessmentDetails: typeof DetailsModule.AssessmentDetails;

beforeAll(async () => {
  vi.resetModules();
  ({ default: AssessmentPage } = await import("@/app/dashboard/candidate360/assessment/[id]/page"));
  ({ default: TraitifyPage } = await import("@/app/dashboard/candidate360/traitify-assessment/page"));
  ({ AssessmentDetails } = await import("./components/assessment-details"));
});

beforeEach(() => {
  request.cookie = "";
});

async function signIn() {
  const user = await createUser();
  request.cookie = (await logIn(user.email, user.password)).cookie;
  return user;
}

/** What a page's redirect() or notFound() led to (Next throws them with a digest). */
async function outcomeOf(render: () => Promise<unknown>): Promise<string> {
  try {
    await render();
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return `redirect ${digest.split(";")[2]}`;
    if (digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "404";
    throw err;
  }
  return "rendered";
}

/** All text of a server-rendered tree (host elements only; components are not called). */
function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (!isValidElement(node)) return "";
  const props = (node as ReactElement<{ children?: ReactNode; title?: string }>).props;
  return `${props.title ?? ""}${textOf(props.children)}`;
}

const PERSONALITY = { types: [{ name: "Planner", score: 61 }, { name: "Analyzer", score: 84 }], traits: [{ name: "Organized", score: 90, description: "Keeps things in order." }, "Curious"] };

async function addAssessment(userId: string, values: Partial<typeof assessments.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(assessments)
    .values({ userId, kind: "skills", provider: "upstep", title: "Medication safety", status: "completed", score: 88, result: { correctAnswers: 22, questions: 25, passed: true }, completedAt: new Date("2026-11-02T10:00:00Z"), assignedAt: new Date("2026-11-01T10:00:00Z"), ...values })
    .returning({ id: assessments.id });
  return row!.id;
}

describe("assessments: owner-scoped reads", () => {
  it("lists the owner's, newest first; finds one only for its owner", async () => {
    const a = await createUser();
    const b = await createUser();
    const older = await addAssessment(a.id, { title: "Triage basics", assignedAt: new Date("2026-10-01T00:00:00Z") });
    const newer = await addAssessment(a.id);
    await addAssessment(b.id, { title: "B's test" });
    expect((await listAssessments(getDb(), a.id)).map((x) => x.id)).toEqual([newer, older]);
    expect(await getAssessment(getDb(), { userId: a.id, id: newer })).toMatchObject({ title: "Medication safety", status: "completed", score: 88, completedAt: "2026-11-02T10:00:00.000Z" });
    expect(await getAssessment(getDb(), { userId: b.id, id: newer })).toBeNull();
    expect(await getAssessment(getDb(), { userId: a.id, id: "not-a-uuid" })).toBeNull();
    expect(await getAssessment(getDb(), { userId: a.id, id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    expect(await listAssessments(getDb(), (await createUser()).id)).toEqual([]);
  });

  it("takes the latest completed personality assessment over a newer unfinished one", async () => {
    const a = await createUser();
    expect(await getPersonalityAssessment(getDb(), a.id)).toBeNull();
    await addAssessment(a.id, { kind: "personality", provider: "traitify", title: "Work style", status: "completed", result: PERSONALITY, completedAt: new Date("2026-09-01T00:00:00Z") });
    await addAssessment(a.id, { kind: "personality", provider: "traitify", title: "Work style (retake)", status: "in-progress", result: null, completedAt: null, assignedAt: new Date("2026-11-20T00:00:00Z") });
    await addAssessment(a.id);
    expect((await getPersonalityAssessment(getDb(), a.id))?.title).toBe("Work style");
    // Another person's personality assessment is not theirs.
    expect(await getPersonalityAssessment(getDb(), (await createUser()).id)).toBeNull();
  });
});

describe("/dashboard/candidate360/assessment/{id}", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    const a = await createUser();
    const id = await addAssessment(a.id);
    expect(await outcomeOf(() => AssessmentPage({ params: Promise.resolve({ id }) }))).toBe(`redirect /api/auth/login?returnTo=${encodeURIComponent(`/dashboard/candidate360/assessment/${id}`)}`);
  });

  it("shows the owner's assessment; another person's, an unknown id and a non-uuid are 404", async () => {
    const a = await createUser();
    const id = await addAssessment(a.id);
    await signIn();
    for (const other of [id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(await outcomeOf(() => AssessmentPage({ params: Promise.resolve({ id: other }) })), other).toBe("404");
    }
    request.cookie = (await logIn(a.email, a.password)).cookie;
    const page = await AssessmentPage({ params: Promise.resolve({ id }) });
    expect(propsOf<{ assessment: Assessment }>(page, AssessmentDetails)?.assessment).toMatchObject({ id, title: "Medication safety", score: 88 });
    // The details say plainly what is there: the status, the dates, the result's plain values.
    const details = textOf(AssessmentDetails({ assessment: (await getAssessment(getDb(), { userId: a.id, id }))! }));
    expect(details).toContain("Nov 2, 2026");
    expect(details).toContain("Correct answers22");
  });
});

describe("/dashboard/candidate360/traitify-assessment", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    expect(await outcomeOf(() => TraitifyPage())).toBe("redirect /api/auth/login?returnTo=%2Fdashboard%2Fcandidate360%2Ftraitify-assessment");
  });

  it("says plainly that there is none, and never shows another person's", async () => {
    const other = await createUser();
    await addAssessment(other.id, { kind: "personality", provider: "traitify", title: "Someone else's", result: PERSONALITY });
    await signIn();
    const page = await TraitifyPage();
    expect(propsOf(page, AssessmentDetails)).toBeUndefined();
    expect(textOf(page)).toContain("You have not taken the personality assessment yet");
  });

  it("shows the owner's completed one with its types and traits", async () => {
    const user = await signIn();
    await addAssessment(user.id, { kind: "personality", provider: "traitify", title: "Work style", status: "completed", score: null, result: PERSONALITY });
    const page = await TraitifyPage();
    expect(propsOf<{ assessment: Assessment }>(page, AssessmentDetails)?.assessment).toMatchObject({ title: "Work style", kind: "personality", result: PERSONALITY });
    expect(textOf(page)).toContain("Your results from Work style.");
  });
});
