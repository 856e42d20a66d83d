"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { dashboardJobsPath, externalApplyAnswerApi } from "../paths";
import type { PendingExternalApply } from "../types";

type Answer = "yes" | "no";
const DONE: Record<Answer, (title: string) => string> = {
  yes: (title) => `${title} is now in your applications.`,
  no: (title) => `We will not ask about ${title} again.`,
};

/*
 * "Did you apply?" (decision 035): jobs the person clicked through to an employer's site at least an
 * hour ago. "Yes" adds the job to their applications, "No" stops asking; the page then refreshes its
 * lists. `compact` (the dashboard home) asks about the newest one and links to the rest.
 */
export function DidYouApply({ pending, compact = false, headingLevel = 2 }: { pending: PendingExternalApply[]; compact?: boolean; headingLevel?: 2 | 3 }) {
  const router = useRouter();
  const [answered, setAnswered] = useState<Record<string, Answer>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState("");

  const open = pending.filter((p) => !answered[p.jobId]);
  const shown = compact ? open.slice(0, 1) : open;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  async function answer(item: PendingExternalApply, value: Answer) {
    setBusy(item.jobId);
    setError(null);
    try {
      await api.put(externalApplyAnswerApi(item.jobId), { answer: value });
      setAnswered((a) => ({ ...a, [item.jobId]: value }));
      setAnnouncement(DONE[value](item.title));
      router.refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {shown.length ? (
        <Card padded={false} className="flex flex-col gap-4 p-5" aria-labelledby="did-you-apply">
          <div>
            <Heading id="did-you-apply" className="text-lg font-semibold">
              Did you apply?
            </Heading>
            <p className="text-sm text-muted-foreground">You went to the employer&apos;s site to apply. Tell us if you did, and we will keep track of it with your other applications.</p>
          </div>
          <ul className="flex flex-col gap-3">
            {shown.map((item) => (
              <li key={item.jobId} className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
                <p className="min-w-0 break-words">
                  <span className="font-semibold">{item.title}</span> at {item.companyName}
                </p>
                <div className="flex gap-2">
                  <Button size="sm" disabled={busy !== null} onClick={() => answer(item, "yes")} aria-label={`Yes, I applied to ${item.title}`}>
                    Yes, I applied
                  </Button>
                  <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => answer(item, "no")} aria-label={`No, I did not apply to ${item.title}`}>
                    No
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <ErrorAlert error={error} />
          {compact && open.length > 1 ? (
            <Link href={dashboardJobsPath()} className="text-sm font-semibold">
              {open.length - 1} more to answer in your jobs
            </Link>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}
