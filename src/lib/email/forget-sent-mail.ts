import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { sentEmails } from "@/db/schema";

/**
 * Account deletion: the person's rows in sent_emails stay (a retried send job must still find its
 * idempotency key and send nothing) but forget the address and the subject; user_id is set null by the
 * foreign key when the user row goes.
 */
export async function forgetSentMailOf(db: Db, userId: string): Promise<void> {
  await db.update(sentEmails).set({ to: "", subject: "" }).where(eq(sentEmails.userId, userId));
}
