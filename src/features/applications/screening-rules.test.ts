import { describe, expect, it } from "vitest";
import { gradeAnswers, type GradedQuestion } from "./screening-rules";

/* Screening answers against the job's questions (decision 033): messages, blanks, knock-outs. */
const Q: GradedQuestion[] = [
  { id: "a", kind: "yes-no", prompt: "Licensed?", options: [], required: true, knockoutAnswers: ["no"] },
  { id: "b", kind: "choice", prompt: "Shift?", options: ["Days", "Nights"], required: true, knockoutAnswers: ["Nights"] },
  { id: "c", kind: "number", prompt: "Years?", options: [], required: true, knockoutMin: 2, knockoutMax: 40 },
  { id: "d", kind: "text", prompt: "Start?", options: [], required: false },
];
const answers = (a: string, b: string, c: string, d = "") => [
  { questionId: "a", answer: a },
  { questionId: "b", answer: b },
  { questionId: "c", answer: c },
  { questionId: "d", answer: d },
];

describe("gradeAnswers", () => {
  it("marks knock-outs: listed answers, numbers below the minimum or above the maximum; never text", () => {
    expect(gradeAnswers(Q, answers("yes", "Days", "5", "Monday"), { complete: true })).toMatchObject({ issues: [], knockedOut: false });
    for (const [given, which] of [
      [answers("no", "Days", "5"), "a"],
      [answers("yes", "Nights", "5"), "b"],
      [answers("yes", "Days", "1.5"), "c"],
      [answers("yes", "Days", "41"), "c"],
    ] as const) {
      const graded = gradeAnswers(Q, given, { complete: true });
      expect(graded.knockedOut).toBe(true);
      expect(graded.answers.filter((x) => x.knockedOut).map((x) => x.questionId)).toEqual([which]);
    }
  });

  it("lets a draft keep blanks but not a sent application, and refuses answers of the wrong kind", () => {
    expect(gradeAnswers(Q, [], { complete: false }).issues).toEqual([]);
    expect(gradeAnswers(Q, [], { complete: true }).issues.map((i) => [i.path, i.message])).toEqual([
      ["answers.a", "Answer this question"],
      ["answers.b", "Answer this question"],
      ["answers.c", "Answer this question"],
    ]);
    expect(gradeAnswers(Q, answers("maybe", "Evenings", "1e5"), { complete: false }).issues.map((i) => i.message)).toEqual(["Choose Yes or No", "Choose one of the options", "Type a number"]);
    expect(gradeAnswers(Q, [{ questionId: "zzz", answer: "x" }], { complete: false }).issues).toEqual([{ path: "answers.zzz", message: "This question is not part of this job's application" }]);
  });

  it("keeps the questions' order and prompts, whatever order the answers came in", () => {
    const graded = gradeAnswers(Q, [...answers(" yes ", "Days", "3")].reverse(), { complete: true });
    expect(graded.answers.map((a) => [a.prompt, a.answer])).toEqual([["Licensed?", "yes"], ["Shift?", "Days"], ["Years?", "3"], ["Start?", ""]]);
  });
});
