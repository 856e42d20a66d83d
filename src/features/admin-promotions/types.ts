import type { PromotionStatus } from "@/db/schema";

export type PromotionRow = {
  id: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  jobStatus: string;
  startDate: string;
  endDate: string;
  boost: number;
  status: PromotionStatus;
  endedAt: string | null;
  createdAt: string;
  createdByName: string | null;
};

export type PromotionsPage = { rows: PromotionRow[]; total: number; page: number; pageSize: number; pageCount: number; counts: Record<PromotionStatus, number> };

export type JobPickerItem = { id: string; title: string; companyName: string; locationText: string; postedAt: string; isPromoted: boolean };

export type PromotionDto = { id: string; status: PromotionStatus; startDate: string; endDate: string; boost: number };
