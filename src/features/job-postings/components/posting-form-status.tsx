import Link from "next/link";
import type { ReactNode } from "react";
import type { StatusAction } from "../schemas";
import type { PostingView } from "../types";

/* What the posting form tells the person about saving and about a lifecycle action (decision 039). */

export type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "invalid" } | { kind: "failed" };

export type Banner = { tone: "success" | "danger" | "info"; title: string; body?: ReactNode } | null;

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** The banner after publishing, resuming, pausing or closing. */
export function statusBanner(action: StatusAction, view: PostingView): Banner {
  const jobLink = view.jobPath ? (
    <>
      {" "}
      <Link href={view.jobPath}>See the job page</Link>.
    </>
  ) : null;
  switch (action) {
    case "publish":
      return { tone: "success", title: "Published.", body: <>The job is on Upstep now: in search, on your company page and on its own page.{jobLink}</> };
    case "resume":
      return { tone: "success", title: "Resumed.", body: <>The job is open again.{jobLink}</> };
    case "pause":
      return { tone: "info", title: "Paused.", body: <>The job page says the job is no longer available until you resume it.</> };
    case "close":
      return { tone: "info", title: "Closed.", body: <>The job page says the job is no longer available.</> };
  }
}

/** The autosave line under the form's actions. */
export function SaveStatus({ state, live, readOnly }: { state: SaveState; live: boolean; readOnly: boolean }) {
  if (readOnly) return null;
  let text = live ? "Changes go live when you save them." : "Drafts save as you type.";
  if (state.kind === "saving") text = "Saving…";
  if (state.kind === "saved") text = `${live ? "Saved" : "Draft saved"} at ${TIME.format(state.at)}.`;
  if (state.kind === "invalid") text = "Not saved: check the fields marked.";
  if (state.kind === "failed") text = "Not saved. It will try again when you next change something.";
  return (
    <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
      {text}
    </p>
  );
}
