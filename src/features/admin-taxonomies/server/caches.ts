import "server-only";
import { revalidateTag } from "next/cache";
import type { Db } from "@/db/client";
import { refreshCategoryCaches } from "@/features/jobs/server/queries";
import { expireAllPages } from "@/lib/page-cache";
import { logger } from "@/lib/logger";

/*
 * After a committed category change (decision 054): search's hot results and facets, the browse
 * index, job lists and the sitemap's browse URLs forget what they held (here and, through the job
 * changes channel, in every other process); cached pages (the ISR browse pages, /companies' cached
 * category list) expire. Outside a Next request (tests, CLI) the page caches expire on their own.
 */
export async function categoriesChanged(db: Db): Promise<void> {
  await refreshCategoryCaches(db);
  if (expireAllPages()) {
    try {
      revalidateTag("companies", { expire: 0 });
    } catch (error) {
      logger.warn({ err: error }, "could not expire the companies page cache");
    }
  }
}
