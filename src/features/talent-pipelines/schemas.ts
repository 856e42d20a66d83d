import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * Talent pipelines' inputs (issue 17 part 2, decision 043), shared by the forms and the API. The
 * limits match the database checks of src/db/schema/talent.ts (name 80, description 500, stage 40,
 * 20 tags of 30, comment 2000).
 */
export const PIPELINE_LIMITS = {
  name: 80,
  description: 500,
  stageName: 40,
  stages: 12,
  tag: 30,
  tags: 20,
  comment: 2000,
  /** People added, moved, tagged or removed in one request. */
  bulk: 200,
  /** Pipelines a company keeps (archived ones included). */
  pipelinesPerCompany: 200,
  /** People in one pipeline. */
  membersPerPipeline: 5000,
} as const;

/** The stages a new pipeline starts with when none are given (decision 043). */
export const DEFAULT_PIPELINE_STAGES = ["Sourced", "Contacted", "Interested", "Interviewing", "Hired", "Not a fit"] as const;

const uuid = z.uuid({ error: "Must be a valid id" }).transform((s) => s.toLowerCase());

const pipelineName = text()
  .trim()
  .min(1, { error: "Type a name for the pipeline" })
  .max(PIPELINE_LIMITS.name, { error: `Name must be less than ${PIPELINE_LIMITS.name} characters` });
const description = text().trim().max(PIPELINE_LIMITS.description, { error: `Description must be less than ${PIPELINE_LIMITS.description} characters` });
export const stageNameSchema = text()
  .trim()
  .min(1, { error: "Type a name for the stage" })
  .max(PIPELINE_LIMITS.stageName, { error: `Stage name must be less than ${PIPELINE_LIMITS.stageName} characters` });

function distinctNames(names: string[]): boolean {
  return new Set(names.map((n) => n.toLowerCase())).size === names.length;
}

export const createPipelineSchema = z.object({
  name: pipelineName,
  description: description.default(""),
  /** The stages in order; empty or absent: DEFAULT_PIPELINE_STAGES. */
  stages: z
    .array(stageNameSchema)
    .max(PIPELINE_LIMITS.stages, { error: `A pipeline has at most ${PIPELINE_LIMITS.stages} stages` })
    .refine(distinctNames, { error: "Each stage needs a different name" })
    .optional(),
});
export type CreatePipelineInput = z.infer<typeof createPipelineSchema>;

export const updatePipelineSchema = z.object({
  name: pipelineName.optional(),
  description: description.optional(),
  archived: z.boolean().optional(),
});
export type UpdatePipelineInput = z.infer<typeof updatePipelineSchema>;

export const addStageSchema = z.object({ name: stageNameSchema });
export const renameStageSchema = z.object({ name: stageNameSchema });
export const reorderStagesSchema = z.object({ stageIds: z.array(uuid).min(1).max(PIPELINE_LIMITS.stages) });

export const MEMBER_SOURCES_FROM_CLIENT = ["search", "applicant"] as const;

export const addMembersSchema = z.object({
  candidateUserIds: z
    .array(uuid)
    .min(1, { error: "Choose at least one person" })
    .max(PIPELINE_LIMITS.bulk, { error: `Add at most ${PIPELINE_LIMITS.bulk} people at once` }),
  /** The stage they start in; absent: the first stage. */
  stageId: uuid.optional(),
  source: z.enum(MEMBER_SOURCES_FROM_CLIENT),
  sourceApplicationId: uuid.optional(),
});
export type AddMembersInput = z.infer<typeof addMembersSchema>;

const memberIds = z
  .array(uuid)
  .min(1, { error: "Choose at least one person" })
  .max(PIPELINE_LIMITS.bulk, { error: `Choose at most ${PIPELINE_LIMITS.bulk} people at once` });

export const moveMembersSchema = z.object({ memberIds, stageId: uuid });
export type MoveMembersInput = z.infer<typeof moveMembersSchema>;

export const tagSchema = text()
  .trim()
  .min(1, { error: "Type a tag" })
  .max(PIPELINE_LIMITS.tag, { error: `A tag must be less than ${PIPELINE_LIMITS.tag} characters` })
  .regex(/^[^,]+$/, { error: "A tag cannot contain a comma" });

export const tagMembersSchema = z
  .object({
    memberIds,
    add: z.array(tagSchema).max(PIPELINE_LIMITS.tags).default([]),
    remove: z.array(tagSchema).max(PIPELINE_LIMITS.tags).default([]),
  })
  .refine((v) => v.add.length + v.remove.length > 0, { error: "Name a tag to add or remove" });
export type TagMembersInput = z.infer<typeof tagMembersSchema>;

export const removeMembersSchema = z.object({ memberIds });

export const commentSchema = z.object({
  candidateUserId: uuid,
  /** The pipeline the comment was written in (for its history); absent from a profile page. */
  pipelineId: uuid.optional(),
  body: text()
    .trim()
    .min(1, { error: "Type a comment" })
    .max(PIPELINE_LIMITS.comment, { error: `Comment must be less than ${PIPELINE_LIMITS.comment} characters` }),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** The /talent/pipelines query: `name` opens a pipeline, `selected` a person's profile id in it. */
export const talentPipelinesQuerySchema = z.object({
  name: text().trim().max(PIPELINE_LIMITS.name).optional().catch(undefined),
  selected: z.uuid().optional().catch(undefined),
  view: z.literal("board").optional().catch(undefined),
});

/** A pipeline page's filters. */
export const pipelineFiltersSchema = z.object({
  stage: z.uuid().optional().catch(undefined),
  tag: text().trim().max(PIPELINE_LIMITS.tag).optional().catch(undefined),
  selected: z.uuid().optional().catch(undefined),
  view: z.literal("board").optional().catch(undefined),
});
