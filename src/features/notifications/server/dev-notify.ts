import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { z } from "zod";
import type { devNotifyBodySchema } from "../schemas";
import { notify } from "./notify";

/*
 * The development and test way to make a notification (POST /api/dev/notify, which answers 404 unless
 * development pages are allowed: lib/dev-pages.ts): the browser tests and demos name the person by
 * email or id and go through notify() itself, so the row, the live push and the email step are real.
 */
export async function devNotify(db: Db, input: z.output<typeof devNotifyBodySchema>) {
  let userId = input.userId;
  if (!userId) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email!));
    if (!row) throw new AppError("NOT_FOUND", "No account has this email address.");
    userId = row.id;
  }
  const { type, title, body, link, data } = input;
  return notify(userId, { type, title, body, link, data }, { db });
}
