import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { notificationPath, notificationsPath } from "@/lib/routes";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArrowRight, ChevronLeft } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { getNotification, unreadCount } from "@/features/notifications/server/queries";
import { markRead } from "@/features/notifications/server/mark-read";
import { formatNotificationDateTime } from "@/features/notifications/format-time";
import { notificationTypeLabel } from "@/features/notifications/types";
import { InboxLiveUpdates } from "@/features/notifications/components/inbox-live-updates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Notification", robots: { index: false } };

/*
 * One notification, for its owner only (anyone else's or an unknown id is the 404 page, as if it did
 * not exist). Viewing it marks it read, which also tells the person's other tabs (live event).
 */
export default async function NotificationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePagePermission("authenticated", notificationPath(id));
  const db = getDb();
  const found = await getNotification(db, user.id, id);
  if (!found) notFound();
  const read = found.readAt ? null : await markRead(db, user.id, id);
  const unread = read?.unreadCount ?? (await unreadCount(db, user.id));
  const created = new Date(found.createdAt);

  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Link href={notificationsPath()} className="inline-flex items-center gap-1 self-start text-sm">
          <ChevronLeft aria-hidden="true" className="size-4" /> All notifications
        </Link>
        <Card>
          <article className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <Badge tone="primary">{notificationTypeLabel(found.type)}</Badge>
              <time dateTime={found.createdAt}>{formatNotificationDateTime(created)}</time>
            </div>
            <h1 className="text-2xl [overflow-wrap:anywhere] sm:text-3xl">{found.title}</h1>
            {found.body ? <p className="whitespace-pre-line text-foreground [overflow-wrap:anywhere]">{found.body}</p> : null}
            {found.link ? (
              <div>
                <Link href={found.link} className={buttonClasses("primary")}>
                  View details <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            ) : null}
          </article>
        </Card>
      </div>
      <InboxLiveUpdates unreadCount={unread} />
    </PageContainer>
  );
}
