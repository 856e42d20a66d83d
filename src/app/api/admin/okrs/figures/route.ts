import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { manualFigureInputSchema, manualFigureKeySchema } from "@/features/admin-metrics/schemas";
import { deleteManualFigure, recordManualFigure } from "@/features/admin-metrics/server/record-manual-figure";

export const dynamic = "force-dynamic";

/** PUT /api/admin/okrs/figures: records (or replaces) a Google Analytics figure for a metric and day. */
export const PUT = apiRoute({ permission: "admin", body: manualFigureInputSchema }, async ({ body, user, correlationId }) => recordManualFigure(getDb(), user!, body, correlationId));

/** DELETE /api/admin/okrs/figures?metricKey=&day=: removes a recorded figure. */
export const DELETE = apiRoute({ permission: "admin", query: manualFigureKeySchema }, async ({ query, user, correlationId }) => deleteManualFigure(getDb(), user!, query, correlationId));
