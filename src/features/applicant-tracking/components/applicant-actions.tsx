"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { RejectionReason } from "@/db/schema/employers";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { applicationStageApi } from "../paths";
import { REJECTION_REASON_LABELS, type StageView } from "../types";
import { useAnnouncer } from "./live-announcer";
import { RejectDialog } from "./reject-dialog";

/*
 * The applicant page's stage controls (decision 040): Shortlist (the next working stage), Reject
 * (asks for a reason) and Move to any stage, without leaving the page; the page is read again after
 * a move. Hidden for members who may not move (interviewers): they see the stage only.
 */
export function ApplicantActions({
  applicationId,
  name,
  stage,
  stages,
  canMove,
  withdrawn,
  rejection,
}: {
  applicationId: string;
  name: string;
  stage: StageView;
  stages: StageView[];
  canMove: boolean;
  withdrawn: boolean;
  rejection: { reason: RejectionReason; note: string } | null;
}) {
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [target, setTarget] = useState("");
  const rejected = stages.find((s) => s.kind === "rejected")!;
  const working = stages.filter((s) => s.kind === "active");
  const next = stage.kind === "applied" ? working[0] : stage.kind === "active" ? (working[working.indexOf(working.find((s) => s.id === stage.id)!) + 1] ?? stages.find((s) => s.kind === "hired")) : undefined;

  const move = async (to: StageView, reason?: { reason: RejectionReason; note: string }) => {
    if (to.kind === "rejected" && !reason) return setRejecting(true);
    setPending(true);
    try {
      await api.put(applicationStageApi(applicationId), { stageId: to.id, ...(reason ? { reason: reason.reason, ...(reason.note ? { note: reason.note } : {}) } : {}) });
      announce(`Moved ${name} to ${to.name}.`);
      setTarget("");
      router.refresh();
    } catch (err) {
      announce(`Could not move ${name}: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Stage: <strong data-testid="applicant-stage">{stage.name}</strong>
        {rejection ? <span className="text-muted-foreground"> · {REJECTION_REASON_LABELS[rejection.reason]}{rejection.note ? `: ${rejection.note}` : ""}</span> : null}
      </p>
      {withdrawn ? <p className="text-sm text-muted-foreground">{name} withdrew this application.</p> : null}
      {canMove && !withdrawn ? (
        <>
          <div className="flex flex-wrap gap-2">
            {next ? (
              <Button size="sm" loading={pending} onClick={() => move(next)}>
                Shortlist: move to {next.name}
              </Button>
            ) : null}
            {stage.kind !== "rejected" ? (
              <Button size="sm" variant="danger" disabled={pending} onClick={() => move(rejected)}>
                Reject
              </Button>
            ) : null}
          </div>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const to = stages.find((s) => s.id === target);
              if (to) void move(to);
            }}
          >
            <Field label="Move to" className="w-full min-w-0 sm:w-64">
              <NativeSelect value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="">Choose a stage</option>
                {stages
                  .filter((s) => s.id !== stage.id)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
              </NativeSelect>
            </Field>
            <Button type="submit" size="sm" variant="outline" disabled={!target || pending}>
              Move
            </Button>
          </form>
        </>
      ) : null}
      {region}
      <RejectDialog
        open={rejecting}
        who={name}
        stageName={rejected.name}
        pending={pending}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason, note) => {
          setRejecting(false);
          void move(rejected, { reason, note });
        }}
      />
    </div>
  );
}
