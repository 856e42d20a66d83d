import { z } from "zod";
import { text } from "@/lib/text-schema";

/*
 * /companies?q=&page=: q is a name search (repeated, non-text or NUL-bearing values are no search);
 * page stays the raw string, which the page checks and redirects on.
 */
export const companiesQuerySchema = z.object({
  q: text()
    .optional()
    .catch(undefined)
    .transform((v) => v?.trim() ?? ""),
  page: text().optional().catch(undefined),
});
