import "server-only";
import { z } from "zod";
import type { Db } from "@/db/client";
import { AppError } from "@/lib/errors";
import { applicationReaderRole, type ApplicationReader } from "./queries";

/**
 * The employer routes' one check (decision 035): a member of the application's company or an
 * administrator with two-factor, else 404 as if the application did not exist (a made-up id, a
 * draft, someone else's company: the same answer).
 */
export async function requireApplicationReader(db: Db, reader: ApplicationReader, applicationId: string): Promise<"employer" | "admin"> {
  const role = z.uuid().safeParse(applicationId).success ? await applicationReaderRole(db, reader, applicationId.toLowerCase()) : null;
  if (!role) throw new AppError("NOT_FOUND", "No such application.");
  return role;
}
