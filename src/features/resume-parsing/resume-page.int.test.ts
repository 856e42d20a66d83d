import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { featureFlags, resumeParses, resumes } from "@/db/schema";
import { logIn } from "@/testing/auth";
import { createUser } from "@/testing/factories";
import type * as ResumePageModule from "@/app/dashboard/candidate360/resume/page";
import type * as LibraryModule from "@/features/resumes/components/resume-library";
import type { ResumeSummary } from "@/features/resumes/types";
import type { ResumeParseState } from "./types";
import { propsOf, redirectOf } from "@/testing/pages";

/*
 * /dashboard/candidate360/resume on the server (issue 14 parts 4 and 5): a signed-out visitor is sent
 * to log in and back; a candidate is given their own resumes and their own parse states only, never
 * another person's; with resume-upload-v4 off no parsing is offered.
 */
// One request object for every file that renders pages (files share a worker; see email-settings-pages.int.test.ts).
const request = vi.hoisted(() => ((globalThis as unknown as { upstepPageRequest?: { cookie: string } }).upstepPageRequest ??= { cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

let ResumePage: typeof ResumePageModule.default;
let ResumeLibrary: typeof LibraryModule.ResumeLibrary;

beforeAll(async () => {
  vi.resetModules();
  ({ default: ResumePage } = await import("@/app/dashboard/candidate360/resume/page"));
  ({ ResumeLibrary } = await import("@/features/resumes/components/resume-library"));
});

beforeEach(() => {
  request.cookie = "";
});

type LibraryProps = { initial: ResumeSummary[]; parseStates: Record<string, ResumeParseState>; parsingEnabled: boolean };

async function resumeOf(userId: string, name: string, parsed: "unreviewed" | "reviewed" | "failed" | null, isDefault = false): Promise<string> {
  const db = getDb();
  const [row] = await db
    .insert(resumes)
    .values({ userId, originalFileName: name, storageKey: `${crypto.randomUUID()}.pdf`, mime: "application/pdf", sizeBytes: 1234, isDefault })
    .returning({ id: resumes.id });
  if (parsed) {
    await db.insert(resumeParses).values({
      resumeId: row!.id,
      userId,
      status: parsed === "failed" ? "failed" : "parsed",
      parserVersion: 1,
      proposal: parsed === "failed" ? null : {},
      error: parsed === "failed" ? "No text." : null,
      durationMs: 3,
      reviewedAt: parsed === "reviewed" ? new Date() : null,
    });
  }
  return row!.id;
}

describe("/dashboard/candidate360/resume", () => {
  it("sends a signed-out visitor to log in and back", async () => {
    expect(await redirectOf(() => ResumePage())).toBe("/api/auth/login?returnTo=%2Fdashboard%2Fcandidate360%2Fresume");
  });

  it("gives a candidate their own resumes and parse states, none of another person's", async () => {
    const a = await createUser();
    const b = await createUser();
    const a1 = await resumeOf(a.id, "a-default.pdf", "unreviewed", true);
    const a2 = await resumeOf(a.id, "a-other.pdf", "failed");
    const a3 = await resumeOf(a.id, "a-reviewed.pdf", "reviewed");
    const b1 = await resumeOf(b.id, "b.pdf", "unreviewed", true);

    request.cookie = (await logIn(a.email, a.password)).cookie;
    const forA = propsOf<LibraryProps>(await ResumePage(), ResumeLibrary)!;
    expect(forA.parsingEnabled).toBe(true);
    expect(forA.initial.map((r) => r.fileName).sort()).toEqual(["a-default.pdf", "a-other.pdf", "a-reviewed.pdf"]);
    expect(forA.initial[0]).toMatchObject({ id: a1, isDefault: true, downloadUrl: `/api/candidates/resumes/${a1}/download` });
    expect(forA.parseStates).toEqual({ [a1]: { status: "parsed", reviewed: false }, [a2]: { status: "failed", reviewed: false }, [a3]: { status: "parsed", reviewed: true } });
    expect(JSON.stringify(forA)).not.toContain(b1);

    request.cookie = (await logIn(b.email, b.password)).cookie;
    const forB = propsOf<LibraryProps>(await ResumePage(), ResumeLibrary)!;
    expect(forB.initial.map((r) => r.id)).toEqual([b1]);
    expect(forB.parseStates).toEqual({ [b1]: { status: "parsed", reviewed: false } });
  });

  it("with resume-upload-v4 off, lists the resumes and offers no parsing", async () => {
    const a = await createUser();
    await resumeOf(a.id, "cv.pdf", "unreviewed", true);
    request.cookie = (await logIn(a.email, a.password)).cookie;
    const db = getDb();
    await db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, "resume-upload-v4"));
    try {
      const props = propsOf<LibraryProps>(await ResumePage(), ResumeLibrary)!;
      expect(props).toMatchObject({ parsingEnabled: false, parseStates: {} });
      expect(props.initial).toHaveLength(1);
    } finally {
      await db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, "resume-upload-v4"));
    }
  });
});
