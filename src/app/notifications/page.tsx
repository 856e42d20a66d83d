import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { DASHBOARD_SETTINGS_PATH, notificationsPath } from "@/lib/routes";
import { JOBS_SEARCH_PATH } from "@/lib/job-routes";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Bell, CheckCircle2, Search, Settings } from "@/components/ui/icons";
import { PageContainer } from "@/components/ui/page-container";
import { Pagination } from "@/components/ui/pagination";
import { listNotificationsQuerySchema } from "@/features/notifications/schemas";
import { listNotifications } from "@/features/notifications/server/queries";
import { NotificationList } from "@/features/notifications/components/notification-list";
import { MarkAllReadButton } from "@/features/notifications/components/mark-read-button";
import { InboxLiveUpdates } from "@/features/notifications/components/inbox-live-updates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Notifications", robots: { index: false } };

type SearchParams = Record<string, string | string[] | undefined>;

/** The page's filter and page from its URL; anything unreadable is the first page of all. */
function readParams(sp: SearchParams) {
  const parsed = listNotificationsQuerySchema.safeParse({ unread: typeof sp.unread === "string" ? sp.unread : undefined, page: typeof sp.page === "string" ? sp.page : undefined });
  return parsed.success ? parsed.data : { unread: false, page: 1 };
}

function FilterLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={`inline-flex h-control-sm items-center rounded-md px-3 text-sm font-semibold no-underline hover:no-underline ${current ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"}`}
    >
      {children}
    </Link>
  );
}

export default async function NotificationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { unread, page } = readParams(await searchParams);
  const user = await requirePagePermission("authenticated", notificationsPath({ unread, page }));
  const inbox = await listNotifications(getDb(), user.id, { unreadOnly: unread, page });
  if (inbox.items.length === 0 && inbox.pageCount > 0 && page > inbox.pageCount) redirect(notificationsPath({ unread, page: inbox.pageCount }));

  return (
    <PageContainer>
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1>Notifications</h1>
            <p className="mt-2 text-muted-foreground">{inbox.unreadCount === 0 ? "You have no unread notifications." : `You have ${inbox.unreadCount} unread ${inbox.unreadCount === 1 ? "notification" : "notifications"}.`}</p>
          </div>
          {inbox.unreadCount > 0 ? <MarkAllReadButton /> : null}
        </header>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label="Filter notifications" className="inline-flex rounded-lg bg-muted p-1">
            <FilterLink href={notificationsPath()} current={!unread}>
              All
            </FilterLink>
            <FilterLink href={notificationsPath({ unread: true })} current={unread}>
              Unread ({inbox.unreadCount})
            </FilterLink>
          </nav>
          <Link href={DASHBOARD_SETTINGS_PATH} className="inline-flex items-center gap-1.5 text-sm">
            <Settings aria-hidden="true" className="size-4" /> Email and notification settings
          </Link>
        </div>

        {inbox.items.length > 0 ? (
          <NotificationList items={inbox.items} now={new Date()} />
        ) : unread ? (
          <EmptyState
            icon={<CheckCircle2 />}
            title="You're all caught up"
            action={
              <Link href={notificationsPath()} className={buttonClasses("outline")}>
                Show all notifications
              </Link>
            }
          >
            No unread notifications. New ones appear here as soon as they arrive.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<Bell />}
            title="No notifications yet"
            action={
              <>
                <Link href={JOBS_SEARCH_PATH} className={buttonClasses("primary")}>
                  <Search aria-hidden="true" /> Search jobs
                </Link>
                <Link href={DASHBOARD_SETTINGS_PATH} className={buttonClasses("outline")}>
                  <Settings aria-hidden="true" /> Choose what we email you
                </Link>
              </>
            }
          >
            Application updates, messages from employers, job alerts and event reminders will show up here. Start by finding jobs worth applying to.
          </EmptyState>
        )}

        <Pagination page={page} pageCount={inbox.pageCount} hrefOf={(p) => notificationsPath({ unread, page: p })} label="Notification pages" />
      </div>
      <InboxLiveUpdates unreadCount={inbox.unreadCount} />
    </PageContainer>
  );
}
