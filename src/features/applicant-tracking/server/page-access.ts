import "server-only";
import { forbidden, notFound } from "next/navigation";
import { AppError } from "@/lib/errors";

/** A page's answer to an access check: 404 and 403 pages for the AppErrors the checks throw (decision 040). */
export async function orPageError<T>(check: Promise<T>): Promise<T> {
  try {
    return await check;
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
    throw err;
  }
}
