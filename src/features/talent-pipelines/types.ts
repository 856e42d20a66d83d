/*
 * Talent pipelines' output shapes (decision 043): plain JSON-able objects the pages, components and
 * API answers share.
 */
export type StageView = { id: string; name: string; position: number; count: number };

export type PipelineSummary = {
  id: string;
  name: string;
  description: string;
  archived: boolean;
  memberCount: number;
  stages: StageView[];
  updatedAt: string;
};

/**
 * A person in a pipeline as the company sees them. `available` false: the person made their profile
 * private (or it has no employer view any more); only the company's own facts remain (stage, tags,
 * source, dates, comments), never details they were not shown. The name stays when they came from an
 * application to the company (the application's snapshot, which the company was sent).
 */
export type MemberView = {
  id: string;
  candidateUserId: string;
  available: boolean;
  name: string | null;
  headline: string;
  location: string;
  stageId: string;
  tags: string[];
  source: "search" | "applicant" | "event" | "manual";
  sourceApplicationId: string | null;
  addedAt: string;
  stageEnteredAt: string;
};

export type CommentView = {
  id: string;
  authorId: string | null;
  authorName: string;
  body: string;
  pipelineName: string | null;
  createdAt: string;
};

export type ActivityView = {
  id: string;
  kind: "added" | "stage" | "tags" | "comment" | "removed";
  actorName: string;
  /** One sentence: "Moved from Sourced to Contacted", "Tags: +night shift". */
  text: string;
  createdAt: string;
  candidateUserId: string;
  personName: string | null;
  pipelineId: string;
  pipelineName: string;
};

export type PipelineDetail = PipelineSummary & { companyId: string; members: MemberView[]; tags: string[] };
