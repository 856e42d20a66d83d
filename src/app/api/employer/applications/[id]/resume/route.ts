import { z } from "zod";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { requireApplicant } from "@/features/applicant-tracking/server/access";
import { serveApplicantResume } from "@/features/applicant-tracking/server/resume-file";

export const dynamic = "force-dynamic";

/**
 * GET /api/employer/applications/{id}/resume[?inline=1] (decisions 035, 040): the resume sent with
 * it, to the application's readers (applicants.read). A download is recorded (audit and the
 * applicant's activity); ?inline=1 answers a PDF for the applicant page's frame.
 */
export const GET = apiRoute({ permission: "employer", query: z.strictObject({ inline: z.enum(["1"]).optional() }) }, async ({ user, params, query, correlationId }) => {
  const db = getDb();
  const ref = await requireApplicant(db, user!, params.id!, "applicants.read");
  return serveApplicantResume(db, { ref, actorId: user!.id, inline: query.inline === "1", correlationId });
});
