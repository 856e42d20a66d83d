"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ArrowRight, Bell, Pencil, Plus, Trash2 } from "@/components/ui/icons";
import { JOB_ALERTS_API } from "../paths";
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_LIMITS } from "../schemas";
import { describeJobAlert, jobAlertSearchPath } from "../search-path";
import type { JobAlert } from "../types";
import { JobAlertForm } from "./job-alert-form";

const frequencyLabel = (f: JobAlert["frequency"]) => JOB_ALERT_FREQUENCIES.find((o) => o.value === f)?.label ?? f;

/*
 * The person's job alerts (decision 027): list, create, edit, pause/resume, delete after a confirm,
 * at most 20. Each alert links to the equivalent /jobs search. The list shown is what the server
 * answered after each change.
 */
export function JobAlertsEditor({ initial, headingLevel = 2 }: { initial: JobAlert[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [alerts, setAlerts] = useState<JobAlert[]>(initial);
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const atLimit = alerts.length >= JOB_ALERT_LIMITS.perPerson;

  const toggle = useMutation({
    mutationFn: (alert: JobAlert) => api.patch<JobAlert>(`${JOB_ALERTS_API}/${alert.id}`, { active: !alert.active }),
    meta: { silent: true },
    onSuccess: (saved) => {
      setAlerts((list) => list.map((a) => (a.id === saved.id ? saved : a)));
      void loadToast().then((toast) => toast.success(saved.active ? `${saved.name} is on again.` : `${saved.name} is paused.`));
    },
  });
  const remove = useMutation({
    mutationFn: (alert: JobAlert) => api.delete<void>(`${JOB_ALERTS_API}/${alert.id}`),
    meta: { silent: true },
    onSuccess: (_void, alert) => {
      setAlerts((list) => list.filter((a) => a.id !== alert.id));
      setDeleting(null);
      createRef.current?.focus();
      void loadToast().then((toast) => toast.success("The job alert was deleted."));
    },
  });

  function saved(alert: JobAlert) {
    setAlerts((list) => (list.some((a) => a.id === alert.id) ? list.map((a) => (a.id === alert.id ? alert : a)) : [...list, alert]));
    setEditing(null);
    void loadToast().then((toast) => toast.success("The job alert was saved."));
  }

  return (
    <div className="flex flex-col gap-4">
      {alerts.length === 0 && editing !== "new" ? (
        <EmptyState icon={<Bell />} title="No job alerts yet">
          Save a search, e.g. “nurse” within 25 miles of your ZIP code, and get its new jobs by email.
        </EmptyState>
      ) : null}
      {alerts.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Your job alerts">
          {alerts.map((alert) => (
            <li key={alert.id} data-alert={alert.id}>
              <Card>
                {editing === alert.id ? (
                  <JobAlertForm alert={alert} onSaved={saved} onCancel={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <Heading className="min-w-0 break-words text-lg">{alert.name}</Heading>
                      <Badge tone={alert.active ? "success" : alert.pausedReason ? "warning" : "neutral"}>{alert.active ? "On" : "Paused"}</Badge>
                      <Badge tone="outline">{frequencyLabel(alert.frequency)}</Badge>
                    </div>
                    <p className="break-words text-sm text-muted-foreground">{describeJobAlert(alert)}</p>
                    {!alert.active && alert.pausedReason === "unopened" ? (
                      <p className="text-sm font-semibold text-warning-soft-foreground" data-testid="paused-unopened">
                        Paused because the last mails were not opened. Resume it to get new jobs again.
                      </p>
                    ) : null}
                    <div className="flex flex-wrap items-center gap-2">
                      <Link href={jobAlertSearchPath(alert)} className="mr-2 inline-flex items-center gap-1 text-sm font-semibold" aria-label={`See matching jobs: ${alert.name}`}>
                        See matching jobs <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                      <Button variant="outline" size="sm" onClick={() => setEditing(alert.id)} disabled={editing !== null} aria-label={`Edit: ${alert.name}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => toggle.mutate(alert)} loading={toggle.isPending && toggle.variables?.id === alert.id} aria-label={`${alert.active ? "Pause" : "Resume"}: ${alert.name}`}>
                        {alert.active ? "Pause" : "Resume"}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(alert)} aria-label={`Delete: ${alert.name}`}>
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorAlert error={toggle.error} />
      {editing === "new" ? (
        <Card>
          <Heading className="mb-4 text-lg">Create a job alert</Heading>
          <JobAlertForm alert={null} onSaved={saved} onCancel={() => setEditing(null)} />
        </Card>
      ) : (
        <div className="flex flex-col gap-2">
          <div>
            <Button ref={createRef} onClick={() => setEditing("new")} disabled={editing !== null || atLimit} aria-describedby="alert-count">
              <Plus aria-hidden="true" /> Create a job alert
            </Button>
          </div>
          <p id="alert-count" className="text-sm text-muted-foreground" data-testid="alert-count">
            {atLimit ? `You have ${alerts.length} job alerts, the most you can keep. Delete one to create another.` : `${alerts.length} of ${JOB_ALERT_LIMITS.perPerson} job alerts.`}
          </p>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : (setDeleting(null), remove.reset()))}
        title="Delete this job alert?"
        description={deleting ? `${deleting.name} will be deleted; the jobs themselves stay on Upstep.` : undefined}
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </div>
  );
}
