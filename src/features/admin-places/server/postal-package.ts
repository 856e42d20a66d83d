import "server-only";
import zipcodes from "zipcodes/lib/codes";
import type { PostalCodeRow } from "@/db/schema";

/**
 * Every US ZIP of the `zipcodes` package this build ships: the rows the setup step loads
 * (seed/jobs/postal-codes.ts reads the same package; the app may not import the seed).
 */
export function shippedPostalCodes(): PostalCodeRow[] {
  return Object.values(zipcodes.codes).map((z) => ({ postalCode: z.zip, city: z.city, stateCode: z.state, latitude: z.latitude, longitude: z.longitude }));
}
