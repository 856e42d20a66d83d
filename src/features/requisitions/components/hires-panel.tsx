"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { requisitionHireApi, requisitionHiresApi } from "../paths";
import { REQUISITION_LIMITS } from "../schemas";
import type { HireableApplicant, RequisitionAnswer, RequisitionView } from "../types";
import { formatDay } from "./format";
import type { Act } from "./act";

/*
 * The hires that fill the openings (decision 045): record one from the Hired applicants of the
 * linked postings or by name; the hire that fills the last opening can also close the linked
 * postings (asked, never assumed). Removing a hire reopens a filled requisition.
 */
export function HiresPanel({ requisition: r, canEdit, hireable, busy, act }: { requisition: RequisitionView; canEdit: boolean; hireable: HireableApplicant[]; busy: boolean; act: Act }) {
  const [applicationId, setApplicationId] = useState("");
  const [name, setName] = useState("");
  const [closePostings, setClosePostings] = useState(false);
  const [freed, setFreed] = useState<HireableApplicant[]>([]);
  const recorded = new Set(r.hires.map((h) => h.applicationId));
  const choices = [...hireable, ...freed].filter((a, i, all) => !recorded.has(a.applicationId) && all.findIndex((x) => x.applicationId === a.applicationId) === i);
  const recording = (r.status === "open" || r.status === "on-hold") && r.filledCount < r.openings;
  const last = r.filledCount + 1 === r.openings;
  const livePostings = r.postings.filter((p) => p.status === "published" || p.status === "paused").length;

  return (
    <section aria-labelledby="req-hires" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="req-hires" className="text-lg font-semibold">
        Hires ({r.filledCount} of {r.openings})
      </h2>
      {r.hires.length ? (
        <ul className="flex flex-col gap-2" data-testid="hires">
          {r.hires.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{h.name}</span> <span className="text-muted-foreground">· {formatDay(h.filledAt)}</span>
              </span>
              {canEdit && r.status !== "cancelled" ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={async () => {
                    if ((await act(`Removed ${h.name}.`, () => api.delete<RequisitionAnswer>(requisitionHireApi(r.id, h.id)))) && h.applicationId)
                      setFreed((f) => [...f, { applicationId: h.applicationId!, name: h.name, postingTitle: "" }]);
                  }}
                >
                  Remove<span className="sr-only"> {h.name}</span>
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No hires yet.</p>
      )}
      {canEdit && recording ? (
        <form
          className="flex flex-col gap-3 rounded-md border border-dashed border-input p-3"
          onSubmit={async (e) => {
            e.preventDefault();
            const body = { applicationId, name: applicationId ? "" : name, closePostings: last && closePostings };
            const who = applicationId ? (choices.find((c) => c.applicationId === applicationId)?.name ?? "the hire") : name;
            if (await act(`Recorded ${who}.`, () => api.post<RequisitionAnswer>(requisitionHiresApi(r.id), body))) {
              setApplicationId("");
              setName("");
              setClosePostings(false);
            }
          }}
        >
          <h3 className="font-medium">Record a hire</h3>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Hired applicant" hint={choices.length ? "In the Hired stage of a linked posting" : "No Hired applicants in the linked postings yet"}>
              <NativeSelect value={applicationId} onChange={(e) => setApplicationId(e.target.value)} disabled={!choices.length}>
                <option value="">{choices.length ? "Choose an applicant" : "None"}</option>
                {choices.map((c) => (
                  <option key={c.applicationId} value={c.applicationId}>
                    {c.name}
                    {c.postingTitle ? ` (${c.postingTitle})` : ""}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Or the person's name" hint="Hired outside Upstep">
              <Input value={name} onChange={(e) => setName(e.target.value)} disabled={Boolean(applicationId)} maxLength={REQUISITION_LIMITS.hireName} />
            </Field>
          </div>
          {last && livePostings ? (
            <label className="flex items-start gap-2 text-sm">
              <NativeCheckbox checked={closePostings} onChange={(e) => setClosePostings(e.target.checked)} />
              <span>
                This fills the last opening: also close the {livePostings === 1 ? "linked posting" : `${livePostings} linked postings`} still taking applications
              </span>
            </label>
          ) : null}
          <div>
            <Button type="submit" disabled={busy || (!applicationId && !name.trim())}>
              Record hire
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
