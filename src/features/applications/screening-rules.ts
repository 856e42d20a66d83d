import type { ScreeningAnswer, ScreeningQuestionKind } from "@/db/schema/applications";
import { APPLICATION_LIMITS, type ScreeningAnswerInput } from "./schemas";
import { APPLICATION_MESSAGES as M } from "./messages";

/*
 * Screening answers against the job's questions (decision 033). Pure: the form checks a step with it
 * and the server decides with it. A yes-no or choice answer knocks out when it is one of the
 * question's knock-out answers; a number knocks out below its minimum or above its maximum. The
 * candidate is never told: the mark is stored on the answer and on the application for the employer.
 */
export type GradedQuestion = {
  id: string;
  kind: ScreeningQuestionKind;
  prompt: string;
  options: string[];
  required: boolean;
  knockoutAnswers?: string[];
  knockoutMin?: number | null;
  knockoutMax?: number | null;
};

export type GradeResult = { answers: ScreeningAnswer[]; issues: { path: string; message: string }[]; knockedOut: boolean };

const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/;

/** The problem with one answer, or null. `complete`: a blank required answer is a problem (at submit). */
export function answerIssue(question: GradedQuestion, answer: string, complete: boolean): string | null {
  if (answer === "") return complete && question.required ? M.answerRequired : null;
  if (answer.length > APPLICATION_LIMITS.answer) return `Answers must be less than ${APPLICATION_LIMITS.answer} characters.`;
  switch (question.kind) {
    case "yes-no":
      return answer === "yes" || answer === "no" ? null : M.answerYesNo;
    case "choice":
      return question.options.includes(answer) ? null : M.answerChoice;
    case "number":
      return NUMBER.test(answer) ? null : M.answerNumber;
    case "text":
      return null;
  }
}

function knocksOut(question: GradedQuestion, answer: string): boolean {
  if (answer === "") return false;
  if (question.kind === "number") {
    const n = Number(answer);
    return (question.knockoutMin != null && n < question.knockoutMin) || (question.knockoutMax != null && n > question.knockoutMax);
  }
  if (question.kind === "text") return false;
  return (question.knockoutAnswers ?? []).includes(answer);
}

/** The answers in question order (blank where none was given), their issues by "answers.{questionId}", and the knock-out marks. */
export function gradeAnswers(questions: readonly GradedQuestion[], given: readonly ScreeningAnswerInput[], opts: { complete: boolean }): GradeResult {
  const byId = new Map(given.map((a) => [a.questionId, a.answer.trim()]));
  const issues: GradeResult["issues"] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const a of given) if (!known.has(a.questionId)) issues.push({ path: `answers.${a.questionId}`, message: M.unknownQuestion });
  const answers = questions.map((q): ScreeningAnswer => {
    const answer = byId.get(q.id) ?? "";
    const issue = answerIssue(q, answer, opts.complete);
    if (issue) issues.push({ path: `answers.${q.id}`, message: issue });
    return { questionId: q.id, prompt: q.prompt, kind: q.kind, answer, knockedOut: !issue && knocksOut(q, answer) };
  });
  return { answers, issues, knockedOut: answers.some((a) => a.knockedOut) };
}
