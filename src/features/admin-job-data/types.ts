import type { FeedFormat, FeedSourceOrigin, TagRuleField, TagRuleMatch, TagRuleRunStatus } from "@/db/schema/admin-job-data";
import type { RejectionReasons } from "@/db/schema/jobs";

export type ImportRunSummary = {
  id: string;
  source: string;
  status: "running" | "succeeded" | "failed";
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  expired: number;
  rejected: number;
  error: string | null;
};

export type ImportRunDetail = ImportRunSummary & { input: string | null; rejectionReasons: RejectionReasons };

/** What the queue holds for a source now: a run-now or scheduled import waiting or being worked. */
export type FeedQueueState = "queued" | "running" | null;

export type FeedSourceRow = {
  id: string;
  sourceKey: string;
  name: string;
  url: string;
  format: FeedFormat;
  cron: string;
  cronLabel: string;
  enabled: boolean;
  origin: FeedSourceOrigin;
  updatedAt: string;
  nextRunAt: string | null;
  queue: FeedQueueState;
  lastRuns: ImportRunSummary[];
};

export type TagRuleRow = {
  id: string;
  field: TagRuleField;
  match: TagRuleMatch;
  keywords: string[];
  pattern: string | null;
  /** The rule as the form edits it (keywords comma-separated, or the pattern). */
  value: string;
  tag: string;
  enabled: boolean;
  updatedAt: string;
};

export type TagRuleTestResult = { openJobs: number; matching: number; alreadyTagged: number; samples: { id: string; title: string; company: string }[] };

export type TagRuleRunRow = {
  id: string;
  status: TagRuleRunStatus;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  checked: number;
  changed: number;
  added: number;
  removed: number;
  error: string | null;
};
