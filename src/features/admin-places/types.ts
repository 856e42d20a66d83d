import type { PostalCodeRow, PostalDiffSummary, PostalUploadStatus, UnresolvedPlaceExample } from "@/db/schema";
import type { PostalMode } from "./schemas";

export type PostalRowError = { line: number; message: string };

export type PostalDatasetStatus = {
  count: number;
  lastLoad: { id: string; origin: "package" | "csv"; fileName: string | null; appliedAt: string; byName: string | null; diff: PostalDiff } | null;
};

export type PostalDiff = PostalDiffSummary & { mode?: PostalMode };

export type PostalUploadDto = {
  id: string;
  origin: "package" | "csv";
  fileName: string | null;
  status: PostalUploadStatus;
  mode: PostalMode;
  diff: PostalDiff;
  createdAt: string;
  decidedAt: string | null;
  byName: string | null;
};

export type UnresolvedPlaceRow = {
  id: string;
  source: string;
  label: string;
  reason: string;
  /** Jobs refused by the latest import run that saw the place. */
  latestRunJobs: number;
  /** Import runs that refused jobs for it. */
  runs: number;
  /** Up to 5 of the latest run's refused jobs. */
  examples: UnresolvedPlaceExample[];
  firstSeenAt: string;
  lastSeenAt: string;
  correctedTo: { id: string; name: string } | null;
  correctedAt: string | null;
};

export type LocationRow = {
  id: string;
  key: string;
  name: string;
  type: string;
  stateCode: string | null;
  postalCode: string | null;
  hasCoordinates: boolean;
  jobs: number;
  createdAt: string;
};

export type LocationPickerItem = { id: string; name: string; key: string; type: string; jobs: number };

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number };

export type { PostalCodeRow };
