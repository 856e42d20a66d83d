import type { SelfIdentificationAnswers } from "@/db/schema/applications";
import type { PublishedCount } from "./suppression";

export type { SelfIdentificationAnswers, PublishedCount };

/** GET /api/candidates/applications/{id}/self-identification: the owner's saved answers, or null. */
export type SelfIdentificationView = { answers: SelfIdentificationAnswers | null };

/** One question of the aggregate report: each answer's count and the total, as published (suppressed). */
export type ReportQuestion = { key: string; title: string; total: PublishedCount; cells: { code: string; label: string; value: PublishedCount }[] };
export type SelfIdentificationReport = {
  filters: { companyId: string | null; jobId: string | null; from: string | null; to: string | null };
  questions: ReportQuestion[];
};
