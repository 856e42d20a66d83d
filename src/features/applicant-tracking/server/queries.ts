import "server-only";

/* What other features read from applicant tracking (the lint boundary's entry point). */
export { DEFAULT_PIPELINE_STAGES, ensurePipelineStages, type PipelineStage } from "./pipeline-stages";
