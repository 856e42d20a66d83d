/*
 * The talent pipelines API as the browser client takes it (it adds /api), decision 043. Page URLs
 * are lib/employer-routes.ts's.
 */
const seg = (s: string) => encodeURIComponent(s.toLowerCase());

export const companyPipelinesApi = (companyId: string) => `/employer/company/${seg(companyId)}/pipelines`;
export const companyTalentCommentsApi = (companyId: string) => `/employer/company/${seg(companyId)}/talent-comments`;
export const companyTalentCommentApi = (companyId: string, commentId: string) => `${companyTalentCommentsApi(companyId)}/${seg(commentId)}`;
export const pipelineApi = (pipelineId: string) => `/employer/pipelines/${seg(pipelineId)}`;
export const pipelineStagesApi = (pipelineId: string) => `${pipelineApi(pipelineId)}/stages`;
export const pipelineStageOrderApi = (pipelineId: string) => `${pipelineStagesApi(pipelineId)}/order`;
export const pipelineStageApi = (pipelineId: string, pipelineStageId: string) => `${pipelineStagesApi(pipelineId)}/${seg(pipelineStageId)}`;
export const pipelineMembersApi = (pipelineId: string) => `${pipelineApi(pipelineId)}/members`;
export const pipelineMoveApi = (pipelineId: string) => `${pipelineMembersApi(pipelineId)}/move`;
export const pipelineTagsApi = (pipelineId: string) => `${pipelineMembersApi(pipelineId)}/tags`;
export const pipelineRemoveApi = (pipelineId: string) => `${pipelineMembersApi(pipelineId)}/remove`;
export const pipelineMemberApi = (pipelineId: string, memberId: string) => `${pipelineMembersApi(pipelineId)}/${seg(memberId)}`;
export const pipelineActivityApi = (pipelineId: string) => `${pipelineApi(pipelineId)}/activity`;
