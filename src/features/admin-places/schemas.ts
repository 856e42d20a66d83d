import { z } from "zod";
import { text } from "@/lib/text-schema";
import { PLACES_MESSAGES as M } from "./messages";

/*
 * Job locations and the postal-code dataset (issue 19, decision 056).
 */
export const POSTAL_CSV_MAX_BYTES = 6 * 1024 * 1024;
export const POSTAL_CSV_MAX_ROWS = 100_000;
export const POSTAL_CSV_COLUMNS = ["postal_code", "city", "state_code", "latitude", "longitude"] as const;
export const POSTAL_MODES = ["merge", "replace"] as const;
export type PostalMode = (typeof POSTAL_MODES)[number];
export const PLACES_PAGE_SIZE = 20;
export const PLACES_QUERY_MAX = 200;
/** Row errors a response lists (the count says how many there are in all). */
export const POSTAL_ERRORS_SHOWN = 50;

/** POST /api/admin/places/postal-codes/uploads: a CSV or the shipped package, to diff. */
export const stagePostalSchema = z.discriminatedUnion("origin", [
  z.strictObject({
    origin: z.literal("csv"),
    fileName: text().trim().max(200).optional(),
    csv: text({ error: M.csvRequired }).min(1, M.csvRequired).max(POSTAL_CSV_MAX_BYTES, M.csvTooLarge),
    mode: z.enum(POSTAL_MODES),
  }),
  z.strictObject({ origin: z.literal("package"), mode: z.enum(POSTAL_MODES) }),
]);
export type StagePostalInput = z.infer<typeof stagePostalSchema>;

/** POST /api/admin/places/postal-codes/uploads/[id]: apply or discard a pending upload. */
export const decidePostalSchema = z.strictObject({ decision: z.enum(["apply", "discard"]) });

/** POST /api/admin/places/unresolved/[id]/correct: the place means this location, or the place of this postal code. */
export const correctPlaceSchema = z
  .strictObject({
    locationId: z.uuid({ error: "Choose a location from the list." }).optional(),
    postalCode: text().trim().regex(/^\d{5}$/, M.postalCode).optional(),
  })
  .refine((v) => Boolean(v.locationId) !== Boolean(v.postalCode), { message: M.correctionTarget });
export type CorrectPlaceInput = z.infer<typeof correctPlaceSchema>;

/** POST /api/admin/places/locations/merge: the duplicate goes, its jobs move to the target. */
export const mergeLocationsSchema = z
  .strictObject({ duplicateId: z.uuid({ error: "Choose the duplicate." }), targetId: z.uuid({ error: "Choose the location to keep." }) })
  .refine((v) => v.duplicateId !== v.targetId, { message: M.mergeSame, path: ["targetId"] });
export type MergeLocationsInput = z.infer<typeof mergeLocationsSchema>;

/** GET /api/admin/places/locations?q=: locations to pick (a correction's or a merge's target). */
export const locationPickerQuerySchema = z.object({ q: text().trim().max(PLACES_QUERY_MAX).default("") });

const page = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined).transform((v) => v ?? 1);
const q = text()
  .optional()
  .catch(undefined)
  .transform((v) => (v ?? "").trim().slice(0, PLACES_QUERY_MAX));

export const PLACE_FILTERS = ["open", "corrected", "all"] as const;
export const LOCATION_SORTS = ["jobs", "name", "created"] as const;

/** /admin/job-location-management?q=&show=&page= (unresolved places) &lq=&lsort=&lpage= (locations) */
export const locationsPageQuerySchema = z.object({
  q,
  show: z.enum(PLACE_FILTERS).optional().catch(undefined).transform((v) => v ?? "open"),
  page,
  lq: q,
  lsort: z.enum(LOCATION_SORTS).optional().catch(undefined).transform((v) => v ?? "jobs"),
  lpage: page,
  nocoords: z.enum(["1"]).optional().catch(undefined),
});
export type LocationsPageQuery = z.infer<typeof locationsPageQuerySchema>;

/** /admin/postal-code-data-refresh?upload=&page= */
export const postalPageQuerySchema = z.object({ upload: z.uuid().optional().catch(undefined), page });
