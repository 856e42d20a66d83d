import type { SelfIdentificationAnswers } from "@/db/schema/applications";

export type { SelfIdentificationAnswers };

/** GET /api/candidates/applications/{id}/self-identification: the owner's saved answers, or null. */
export type SelfIdentificationView = { answers: SelfIdentificationAnswers | null };

/** One answer's count in the report: a number, or "fewer than 5" when suppressed. */
export type ReportCell = { code: string; label: string; count: number | null; suppressed: boolean };
export type ReportQuestion = { key: string; title: string; total: number | null; cells: ReportCell[] };
export type SelfIdentificationReport = { respondents: number | null; questions: ReportQuestion[] };
