import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { acceptProposalSchema } from "@/features/resume-parsing/schemas";
import { acceptResumeProposal } from "@/features/resume-parsing/server/accept-resume-proposal";

export const dynamic = "force-dynamic";

/** Thirty jobs with full descriptions, and the rest, fit well within this. */
const ACCEPT_MAX_BODY_BYTES = 256 * 1024;

/** POST /api/candidates/resumes/{id}/parse/accept: the ticked parts, as edited, go to the profile (decision 029). */
export const POST = apiRoute(
  { permission: "authenticated", feature: "resume-upload-v4", body: acceptProposalSchema, maxBodyBytes: ACCEPT_MAX_BODY_BYTES },
  async ({ user, params, body }) => {
    return acceptResumeProposal(getDb(), { userId: user!.id, resumeId: params.id!, input: body });
  },
);
