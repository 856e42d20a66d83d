"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { api, ApiError } from "@/lib/api/client";
import type { ApplicationStage } from "@/db/schema/applications";
import { JOB_MARKS_API, readSaveIntent, SAVED_JOBS_API, savedJobApiPath, saveJobLoginPath } from "../paths";
import { JOB_MARKS_MAX_IDS } from "../limits";
import type { JobMarks } from "../types";
import { SaveJobToggle } from "./save-job-toggle";

/*
 * The one client island of saved jobs (decision 036), loaded after the page for signed-in visitors:
 * finds the Save slots the server rendered (SaveJobSlot), asks /api/candidates/job-marks about the
 * jobs on screen (50 at a time), and portals the Save toggle and the application mark into each
 * slot. It watches the page, so a client navigation's new results get theirs. A ?save=<id> in the
 * address (the log-in link's intent) is saved once and taken out of the address.
 */
type Slot = { element: HTMLElement; jobId: string; title: string; key: string };

const SAVE_FAILED = "Could not update your saved jobs. Try again.";
let slotKeys = 0;
const keyOf = new WeakMap<HTMLElement, string>();

function readSlots(): Slot[] {
  return [...document.querySelectorAll<HTMLElement>("[data-job-actions]")].map((element) => {
    if (!keyOf.has(element)) keyOf.set(element, `slot-${++slotKeys}`);
    return { element, jobId: (element.dataset.jobActions ?? "").toLowerCase(), title: element.dataset.jobTitle ?? "", key: keyOf.get(element)! };
  });
}

function sameSlots(a: Slot[], b: Slot[]): boolean {
  return a.length === b.length && a.every((s, i) => s.element === b[i]!.element);
}

export function JobMarksIsland() {
  const [slots, setSlots] = useState<Slot[]>([]);
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const [stages, setStages] = useState<Record<string, ApplicationStage>>({});
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  const asked = useRef(new Set<string>());
  // Jobs this page saved or unsaved: a marks answer in flight must not undo them.
  const touched = useRef(new Set<string>());

  useEffect(() => {
    const scan = () => {
      const found = readSlots();
      setSlots((prev) => (sameSlots(prev, found) ? prev : found));
    };
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const ids = [...new Set(slots.map((s) => s.jobId))].filter((id) => id && !asked.current.has(id));
    for (let i = 0; i < ids.length; i += JOB_MARKS_MAX_IDS) {
      const chunk = ids.slice(i, i + JOB_MARKS_MAX_IDS);
      for (const id of chunk) asked.current.add(id);
      api
        .get<JobMarks>(JOB_MARKS_API, { ids: chunk.join(",") })
        .then((marks) => {
          const savedIds = new Set(marks.saved);
          setSaved((prev) => ({ ...prev, ...Object.fromEntries(chunk.filter((id) => !touched.current.has(id)).map((id) => [id, savedIds.has(id)])) }));
          setStages((prev) => ({ ...prev, ...marks.stages }));
        })
        .catch(() => {
          // The slots keep their log-in links (which also save); a later scan asks again.
          for (const id of chunk) asked.current.delete(id);
        });
    }
  }, [slots]);

  const toggle = useCallback(async (jobId: string, title: string, save: boolean) => {
    touched.current.add(jobId);
    setBusy((prev) => ({ ...prev, [jobId]: true }));
    setErrors((prev) => ({ ...prev, [jobId]: "" }));
    setSaved((prev) => ({ ...prev, [jobId]: save }));
    try {
      if (save) await api.post(SAVED_JOBS_API, { jobId });
      else await api.delete(savedJobApiPath(jobId));
      setAnnouncement(save ? `Saved ${title || "the job"}.` : `Removed ${title || "the job"} from your saved jobs.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign(saveJobLoginPath(jobId));
        return;
      }
      setSaved((prev) => ({ ...prev, [jobId]: !save }));
      setErrors((prev) => ({ ...prev, [jobId]: error instanceof ApiError && error.status < 500 ? error.message : SAVE_FAILED }));
    } finally {
      setBusy((prev) => ({ ...prev, [jobId]: false }));
    }
  }, []);

  // The log-in link's intent: save once, and leave an address that would not save again on reload.
  const intentHandled = useRef(false);
  useEffect(() => {
    if (intentHandled.current) return;
    intentHandled.current = true;
    const intent = readSaveIntent(window.location.href);
    if (!intent) return;
    window.history.replaceState(window.history.state, "", intent.cleanHref);
    if (intent.jobId) void toggle(intent.jobId, readSlots().find((s) => s.jobId === intent.jobId)?.title ?? "", true);
  }, [toggle]);

  return (
    <>
      {slots.map((slot) =>
        slot.jobId in saved
          ? createPortal(
              <SaveJobToggle
                title={slot.title}
                saved={saved[slot.jobId]!}
                busy={Boolean(busy[slot.jobId])}
                stage={stages[slot.jobId]}
                error={errors[slot.jobId] || undefined}
                onToggle={() => void toggle(slot.jobId, slot.title, !saved[slot.jobId])}
              />,
              slot.element,
              slot.key,
            )
          : null,
      )}
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
