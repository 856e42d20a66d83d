/*
 * Admin outreach and health (issue 19 part 6, decision 057): broadcast notifications to a segment,
 * the system's health checks and the demographics report's periods. Shared by server and browser.
 */

/** The roles a segment can pick (a hiring manager is either hiring role; a candidate has no role). */
export const SEGMENT_ROLES = [
  { value: "candidate", label: "Candidates" },
  { value: "hiring-manager", label: "Hiring managers" },
  { value: "recruiter", label: "Recruiters" },
  { value: "admin", label: "Administrators" },
] as const;
export type SegmentRole = (typeof SEGMENT_ROLES)[number]["value"];

/** Who a broadcast goes to; every criterion left empty means "anyone". All given criteria must hold. */
export type BroadcastSegment = {
  role: SegmentRole | null;
  /** A state as people wrote it on their candidate profile (compared without case). */
  state: string | null;
  /** A jobs category slug of the person's preferences or of one of their active job alerts. */
  category: string | null;
  /** Signed in or active within this many days. */
  activeDays: number | null;
};

export type SegmentSample = { id: string; name: string; email: string };
export type SegmentPreview = { count: number; samples: SegmentSample[] };

export const BROADCAST_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export type BroadcastView = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  email: boolean;
  segment: BroadcastSegment;
  status: BroadcastStatus;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  createdBy: string | null;
  recipients: number;
  delivered: number;
  emailed: number;
  read: number;
};

export type BroadcastsPage = { items: BroadcastView[]; page: number; pageSize: number; total: number; pageCount: number };

export const BROADCASTS_PAGE_SIZE = 10;
/** Recipients notified per transaction batch by the queue job. */
export const BROADCAST_BATCH_SIZE = 100;
/** Sample recipients the preview shows. */
export const PREVIEW_SAMPLE_SIZE = 5;

/** A health check's verdict on /admin/system. */
export type CheckStatus = "ok" | "warning" | "failing";
export type HealthCheck = { key: string; label: string; status: CheckStatus; reason: string; details: { label: string; value: string }[] };

/** A period of the demographics page: a month or a quarter, with its value ("2026-11", "2026-Q4") and its first and last day. */
export type DemographicPeriod = { value: string; label: string; kind: "month" | "quarter"; from: string; to: string };
