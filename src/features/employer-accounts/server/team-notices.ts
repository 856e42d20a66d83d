import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companyMembers, users } from "@/db/schema";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { ACCOUNT_CATEGORY } from "@/lib/email/categories";
import { queueEmail } from "@/lib/email/queue-email";
import { notify } from "@/features/notifications/server/notify";

/*
 * What the team is told (issue 16 part 1): a notification in Upstep (type "system": in the inbox and
 * live, never mailed by the notifications module) and a mail through the queue (team-notice, account
 * mail: it is about the person's place in a company). Sent after the change has committed; a failure
 * to tell is logged, never undoes the change. The idempotency key makes each notice one mail.
 */
export type TeamNotice = { key: string; title: string; body: string; actionLabel: string; link: string };

async function tell(db: Db, person: { id: string; name: string; email: string }, notice: TeamNotice): Promise<void> {
  try {
    await notify(person.id, { type: "system", title: notice.title, body: notice.body, link: notice.link }, { db });
    await queueEmail({
      key: `${notice.key}:${person.id}`,
      to: person.email,
      userId: person.id,
      category: ACCOUNT_CATEGORY,
      template: "team-notice",
      props: {
        subject: notice.title,
        greeting: `Hi ${person.name},`,
        body: notice.body,
        actionLabel: notice.actionLabel,
        url: new URL(notice.link, env().BASE_URL).toString(),
      },
    });
  } catch (err) {
    logger.error({ err, userId: person.id, key: notice.key }, "could not tell a team member");
  }
}

/** Tells one person. */
export async function tellPerson(db: Db, userId: string, notice: TeamNotice): Promise<void> {
  const [person] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (person) await tell(db, person, notice);
}

/** Tells every owner of the company (but `exceptUserId`, who did the thing). */
export async function tellOwners(db: Db, companyId: string, notice: TeamNotice, exceptUserId?: string): Promise<void> {
  const owners = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.memberRole, ["owner"])));
  for (const owner of owners) if (owner.id !== exceptUserId) await tell(db, owner, notice);
}
