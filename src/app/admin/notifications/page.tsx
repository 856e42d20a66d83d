import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { ADMIN_NOTIFICATIONS_PATH } from "@/lib/admin-routes";
import { broadcastsQuerySchema } from "@/features/admin-outreach/schemas";
import { listBroadcasts, segmentOptions } from "@/features/admin-outreach/server/queries";
import { BroadcastList } from "@/features/admin-outreach/components/broadcast-list";
import { ComposeBroadcastForm } from "@/features/admin-outreach/components/compose-broadcast-form";

export const metadata: Metadata = { title: "Notifications" };

type Search = Record<string, string | string[] | undefined>;

function pageHref(page: number): string {
  return page > 1 ? `${ADMIN_NOTIFICATIONS_PATH}?page=${page}` : ADMIN_NOTIFICATIONS_PATH;
}

/**
 * /admin/notifications (issue 19 part 6, decision 057): compose a notification to a segment, preview
 * who it reaches, send it through the notifications module and the admin-broadcast queue; below, past
 * broadcasts with their delivery, email and opens.
 */
export default async function AdminNotificationsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const pageParam = typeof raw.page === "string" ? raw.page : undefined;
  await requirePagePermission("admin", pageParam ? `${ADMIN_NOTIFICATIONS_PATH}?page=${encodeURIComponent(pageParam)}` : ADMIN_NOTIFICATIONS_PATH);
  const query = broadcastsQuerySchema.safeParse({ page: pageParam });
  const page = query.success ? query.data.page : 1;
  const db = getDb();
  const [options, broadcasts] = await Promise.all([segmentOptions(db), listBroadcasts(db, page)]);
  const categoryName = Object.fromEntries(options.categories.map((c) => [c.slug, c.name]));
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header>
        <h1>Notifications</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Tell a group of people something: it lands in their notifications (live if they are online) and, if you choose, in their email where they said yes to product
          news.
        </p>
      </header>
      <ComposeBroadcastForm options={options} />
      <section aria-labelledby="sent-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="sent-heading" className="text-xl">
          Sent {broadcasts.total ? `(${broadcasts.total})` : ""}
        </h2>
        <BroadcastList page={broadcasts} hrefOf={pageHref} categoryName={categoryName} />
      </section>
    </div>
  );
}
