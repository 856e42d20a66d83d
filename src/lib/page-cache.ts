import "server-only";
import { revalidatePath } from "next/cache";
import { logger } from "@/lib/logger";

/**
 * Expires every cached page (they all carry the site shell): call after a change the shell shows,
 * such as an admin edit of the navbar, footer or banner (decision 011). Works inside Next (route
 * handlers, server actions); called elsewhere (tests, CLI) it logs and returns false, and cached
 * pages refresh on their own revalidate period.
 */
export function expireAllPages(): boolean {
  // The job page front's memory (src/server/main.ts), when Next runs behind it in this process.
  (globalThis as unknown as { upstepPageMemoryCache?: { clear: () => void } }).upstepPageMemoryCache?.clear();
  try {
    revalidatePath("/", "layout");
    return true;
  } catch (error) {
    logger.warn({ err: error }, "expireAllPages called outside a Next request; cached pages expire on their own");
    return false;
  }
}
