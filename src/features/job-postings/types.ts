import type { PostingStatus } from "@/db/schema/employers";
import type { SkillOption } from "@/features/skills/types";
import type { AnalyticsRange, PostingDisplayStatus, PostingFormInput, PostingListQuery } from "./schemas";

/*
 * What the job postings API and pages work with (decision 039). Dates are ISO strings.
 */

/** One posting as its edit form and GET /api/employer/postings/{id} have it. */
export type PostingView = {
  id: string;
  companyId: string;
  companyName: string;
  status: PostingStatus;
  /** The status the list shows: "expired" for a published posting past its expiry. */
  displayStatus: PostingDisplayStatus;
  ownerUserId: string | null;
  createdAt: string;
  updatedAt: string;
  firstPublishedAt: string | null;
  publishedAt: string | null;
  pausedAt: string | null;
  closedAt: string | null;
  /** The public job page while the posting has been published (it answers 410 when paused or closed). */
  jobPath: string | null;
  /** The values as the form holds them. */
  form: PostingFormInput;
  /** Names of the chosen skills (the skill picker shows them before anything is typed). */
  skills: SkillOption[];
};

/** A category of type "jobs" with its subcategories, for the form. */
export type CategoryOption = { id: string; name: string; subcategories: { id: string; name: string }[] };

/** A company member who may own postings. */
export type MemberOption = { userId: string; name: string; email: string };

/** What the form needs besides the posting. */
export type PostingFormOptions = {
  categories: CategoryOption[];
  members: MemberOption[];
};

/** One row of the postings list. */
export type PostingListItem = {
  id: string;
  title: string;
  status: PostingDisplayStatus;
  ownerUserId: string | null;
  ownerName: string | null;
  /** "Columbus, OH", "Remote", "Columbus, OH and 2 more", or null for a draft without a place yet. */
  location: string | null;
  applicants: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  expiresAt: string | null;
  /** The public job page (published, paused, closed or expired postings). */
  jobPath: string | null;
};

export type PostingListResult = {
  items: PostingListItem[];
  total: number;
  page: number;
  pageCount: number;
  query: PostingListQuery;
  /** How many postings the company has at all (the empty state tells "none yet" from "none match"). */
  companyTotal: number;
};

/** The result of one posting in a bulk change. */
export type BulkItemResult = { id: string; ok: true; title: string; status: PostingDisplayStatus } | { id: string; ok: false; title: string | null; message: string };

export type BulkResult = { results: BulkItemResult[] };

/** A day of a posting's analytics (UTC). */
export type AnalyticsDay = { day: string; views: number; applyClicks: number; applications: number };

export type PostingAnalytics = {
  postingId: string;
  title: string;
  days: AnalyticsRange;
  from: string;
  to: string;
  totals: { views: number; applyClicks: number; applications: number };
  /** Apply clicks per view and applications per view, 0..1 (null without views). */
  conversion: { applyClickRate: number | null; applicationRate: number | null };
  byDay: AnalyticsDay[];
};
