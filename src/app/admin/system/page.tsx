import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { deadLetters, queueSummaries, scheduleSummaries } from "@/lib/queue/inspect";
import { ADMIN_SYSTEM_PATH } from "@/lib/routes";
import { DeadLetterList, QueueTable, ScheduleTable } from "@/features/admin/components/system-overview";
import { systemHealth } from "@/features/admin-outreach/server/system-health";
import { HealthChecks } from "@/features/admin-outreach/components/health-checks";

export const metadata: Metadata = { title: "System" };

/**
 * /admin/system: health checks (versions, database, queue, storage, mail; decision 057), then the
 * background queues (decision 018): counts by state, failures with a retry, schedules.
 */
export default async function AdminSystemPage() {
  await requirePagePermission("admin", ADMIN_SYSTEM_PATH);
  const db = getDb();
  const [checks, queues, schedules, letters] = await Promise.all([systemHealth(db), queueSummaries(db), scheduleSummaries(), deadLetters(db)]);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1>System</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            How Upstep is doing: versions, database, queue, storage and mail, each checked now. Below, the background work (mail, notifications, imports, sweeps):
            every job is retried with growing waits, and one that fails every attempt waits for a decision.
          </p>
        </div>
        <Link href={ADMIN_SYSTEM_PATH} className="text-sm font-medium">
          Refresh
        </Link>
      </header>
      <section aria-labelledby="health-heading" className="flex flex-col gap-3">
        <h2 id="health-heading" className="text-xl">Health</h2>
        <HealthChecks checks={checks} />
      </section>
      <section aria-labelledby="queues-heading" className="flex flex-col gap-3">
        <h2 id="queues-heading" className="text-xl">Queues</h2>
        <p className="text-sm text-muted-foreground">Jobs by state now; finished jobs are kept 7 days, failed jobs 30.</p>
        <QueueTable queues={queues} />
      </section>
      <section aria-labelledby="failures-heading" className="flex flex-col gap-3">
        <h2 id="failures-heading" className="text-xl">Failed jobs {letters.length ? `(${letters.length})` : ""}</h2>
        <DeadLetterList letters={letters} />
      </section>
      <section aria-labelledby="schedules-heading" className="flex flex-col gap-3">
        <h2 id="schedules-heading" className="text-xl">Schedules</h2>
        <ScheduleTable schedules={schedules} />
      </section>
    </div>
  );
}
