"use client";

import { WORK_HISTORY_API } from "../paths";
import type { WorkHistoryEntry } from "../types";
import { EntryListEditor } from "./entry-list-editor";
import { monthYear } from "./months";
import { WorkHistoryForm } from "./work-history-form";

function dates(e: WorkHistoryEntry): string {
  const start = monthYear(e.startMonth, e.startYear);
  const end = e.isCurrent ? "Present" : monthYear(e.endMonth, e.endYear);
  return [start, end].filter(Boolean).join(" – ");
}

/** /dashboard/candidate360/work-history's list. */
export function WorkHistoryEditor({ initial }: { initial: WorkHistoryEntry[] }) {
  return (
    <EntryListEditor
      noun="job"
      initial={initial}
      apiPath={WORK_HISTORY_API}
      nameOf={(e) => `${e.title} at ${e.employer}`}
      emptyTitle="No jobs yet"
      emptyText="Add the jobs you have had, the latest first; employers read them in your order."
      summary={(e) => (
        <>
          <h2 className="text-lg">{e.title}</h2>
          <p className="font-medium">{e.employer}</p>
          <p className="text-sm text-muted-foreground">{[e.location, dates(e)].filter(Boolean).join(" · ")}</p>
          {e.description ? <p className="mt-2 whitespace-pre-line text-sm">{e.description}</p> : null}
        </>
      )}
      renderForm={(props) => <WorkHistoryForm {...props} />}
    />
  );
}
