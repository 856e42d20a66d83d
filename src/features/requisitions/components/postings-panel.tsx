"use client";

import { useState } from "react";
import Link from "next/link";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/input";
import { requisitionPostingApi, requisitionPostingsApi } from "../paths";
import type { PostingOption, RequisitionAnswer, RequisitionView } from "../types";
import type { Act } from "./act";

/* The postings opened for the requisition: link one of the company's, unlink (decision 045). */
const POSTING_STATUS: Record<PostingOption["status"], string> = { draft: "Draft", published: "Published", paused: "Paused", closed: "Closed" };

export function PostingsPanel({ requisition: r, canEdit, linkable, busy, act }: { requisition: RequisitionView; canEdit: boolean; linkable: PostingOption[]; busy: boolean; act: Act }) {
  const [choice, setChoice] = useState("");
  const [unlinked, setUnlinked] = useState<PostingOption[]>([]);
  const linkedIds = new Set(r.postings.map((p) => p.id));
  const options = [...linkable, ...unlinked].filter((p, i, all) => !linkedIds.has(p.id) && all.findIndex((x) => x.id === p.id) === i);

  return (
    <section aria-labelledby="req-postings" className="flex flex-col gap-3 rounded-card border border-border bg-card p-4">
      <h2 id="req-postings" className="text-lg font-semibold">
        Linked job postings
      </h2>
      {r.postings.length ? (
        <ul className="flex flex-col gap-2" data-testid="linked-postings">
          {r.postings.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
              <span className="min-w-0 break-words">
                <span className="font-medium">{p.title}</span> <span className="text-muted-foreground">· {POSTING_STATUS[p.status]}</span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <Link href={p.applicantsPath}>Applicants</Link>
                {p.jobPath && p.status === "published" ? <a href={p.jobPath}>Job page</a> : null}
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={async () => {
                      if (await act(`Unlinked ${p.title}.`, () => api.delete<RequisitionAnswer>(requisitionPostingApi(r.id, p.id)))) setUnlinked((u) => [...u, { id: p.id, title: p.title, status: p.status }]);
                    }}
                  >
                    Unlink<span className="sr-only"> {p.title}</span>
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No postings linked yet. Link the postings you open for this requisition, to record hires from their applicants.</p>
      )}
      {canEdit ? (
        options.length ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field label="Job posting to link" className="min-w-0 sm:flex-1">
              <NativeSelect value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Choose a posting</option>
                {options.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title} ({POSTING_STATUS[p.status]})
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Button
              variant="outline"
              disabled={busy || !choice}
              onClick={async () => {
                const title = options.find((p) => p.id === choice)?.title ?? "the posting";
                if (await act(`Linked ${title}.`, () => api.post<RequisitionAnswer>(requisitionPostingsApi(r.id), { postingId: choice }))) setChoice("");
              }}
            >
              Link posting
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Every posting of your company already serves a requisition.</p>
        )
      ) : null}
    </section>
  );
}
