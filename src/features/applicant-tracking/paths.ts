/*
 * The applicant tracking API as the browser client takes it (it adds /api), and the resume URLs
 * the applicant page links and frames (decision 040). Page URLs are lib/employer-routes.ts's.
 */
const seg = (s: string) => encodeURIComponent(s.toLowerCase());

export const postingApplicantsApi = (postingId: string) => `/employer/postings/${seg(postingId)}/applicants`;
export const postingMoveApi = (postingId: string) => `${postingApplicantsApi(postingId)}/move`;
export const applicationApi = (id: string) => `/employer/applications/${seg(id)}`;
export const applicationStageApi = (id: string) => `${applicationApi(id)}/stage`;
export const applicationNotesApi = (id: string) => `${applicationApi(id)}/notes`;
export const applicationNoteApi = (id: string, noteId: string) => `${applicationNotesApi(id)}/${seg(noteId)}`;
export const applicationRatingApi = (id: string) => `${applicationApi(id)}/rating`;
export const applicationScorecardApi = (id: string) => `${applicationApi(id)}/scorecard`;
export const applicationEmailsApi = (id: string) => `${applicationApi(id)}/emails`;
export const applicationEmailPreviewApi = (id: string) => `${applicationEmailsApi(id)}/preview`;
export const pipelineStagesApi = (companyId: string) => `/employer/company/pipeline-stages?company=${seg(companyId)}`;
export const pipelineStageApi = (companyId: string, stageId: string) => `/employer/company/pipeline-stages/${seg(stageId)}?company=${seg(companyId)}`;
export const pipelineOrderApi = (companyId: string) => `/employer/company/pipeline-stages/order?company=${seg(companyId)}`;
export const emailTemplatesApi = (companyId: string) => `/employer/company/email-templates?company=${seg(companyId)}`;
export const emailTemplateApi = (companyId: string, templateId: string) => `/employer/company/email-templates/${seg(templateId)}?company=${seg(companyId)}`;

/** Full URLs (for links and frames, not the client). */
export const resumeDownloadUrl = (id: string) => `/api${applicationApi(id)}/resume`;
export const resumeInlineUrl = (id: string) => `${resumeDownloadUrl(id)}?inline=1`;
