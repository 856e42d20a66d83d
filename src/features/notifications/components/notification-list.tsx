import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { notificationPath } from "@/lib/routes";
import type { NotificationView } from "../live-event";
import { formatNotificationDateTime, formatNotificationTime } from "../format-time";
import { notificationTypeLabel } from "../types";
import { MarkReadButton } from "./mark-read-button";

/*
 * One page of the inbox (server-rendered): each row leads to the notification's own page (which
 * marks it read); unread rows are marked by a dot, bold title and the word "Unread" (colour is never
 * the only signal) and have their own "Mark as read" button.
 */
export function NotificationList({ items, now }: { items: NotificationView[]; now: Date }) {
  return (
    <Card padded={false} className="overflow-hidden">
      <ul className="divide-y divide-border" aria-label="Notifications">
        {items.map((n) => {
          const unread = n.readAt === null;
          const created = new Date(n.createdAt);
          return (
            <li key={n.id} className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5 ${unread ? "bg-primary-soft/40" : ""}`} data-unread={unread ? "" : undefined}>
              <span aria-hidden="true" className={`mt-2 hidden size-2.5 shrink-0 rounded-full sm:block ${unread ? "bg-primary" : "bg-transparent"}`} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <Badge tone={unread ? "primary" : "neutral"}>{notificationTypeLabel(n.type)}</Badge>
                  <time dateTime={n.createdAt} title={formatNotificationDateTime(created)}>
                    {formatNotificationTime(created, now)}
                  </time>
                  {unread ? <span className="font-semibold text-primary-soft-foreground">Unread</span> : null}
                </div>
                <h2 className={`text-base [overflow-wrap:anywhere] ${unread ? "font-semibold" : "font-medium"}`}>
                  <Link href={notificationPath(n.id)} prefetch={false} className="text-foreground no-underline hover:underline">
                    {n.title}
                  </Link>
                </h2>
                {n.body ? <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">{n.body}</p> : null}
              </div>
              {unread ? (
                <div className="-ml-3 shrink-0 self-start sm:ml-0 sm:self-center">
                  <MarkReadButton id={n.id} title={n.title} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
