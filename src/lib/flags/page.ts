import "server-only";
import { notFound } from "next/navigation";
import type { FlagKey } from "./definitions";
import { isFeatureEnabled } from "./server";

/** For pages: a disabled feature's page answers 404. */
export async function requireFeaturePage(key: FlagKey): Promise<void> {
  if (!(await isFeatureEnabled(key))) notFound();
}
