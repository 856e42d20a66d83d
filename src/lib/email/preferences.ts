import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { emailPreferences } from "@/db/schema";
import { EMAIL_CATEGORIES, type EmailCategoryKey } from "./categories";

export type EmailPreferences = Record<EmailCategoryKey, boolean>;

/** A person's choice per category; a category they never touched has its default. */
export async function getEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const rows = await db.select({ category: emailPreferences.category, enabled: emailPreferences.enabled }).from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c.key, rows.find((r) => r.category === c.key)?.enabled ?? c.defaultEnabled])) as EmailPreferences;
}

export async function wantsEmail(db: Db, userId: string, category: EmailCategoryKey): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.category, category)));
  return row ? row.enabled : (EMAIL_CATEGORIES.find((c) => c.key === category)?.defaultEnabled ?? false);
}

export async function setEmailPreferences(db: Db, userId: string, changes: Partial<EmailPreferences>, source: "settings" | "one-click"): Promise<EmailPreferences> {
  const entries = Object.entries(changes).filter((e): e is [EmailCategoryKey, boolean] => typeof e[1] === "boolean");
  if (entries.length) {
    await db
      .insert(emailPreferences)
      .values(entries.map(([category, enabled]) => ({ userId, category, enabled, source })))
      .onConflictDoUpdate({
        target: [emailPreferences.userId, emailPreferences.category],
        set: { enabled: sql`excluded.enabled`, source: sql`excluded.source`, updatedAt: sql`now()` },
      });
  }
  return getEmailPreferences(db, userId);
}
