"use client";

import Link from "next/link";
import { useState } from "react";
import { loadToast } from "@/components/providers/toast-host";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { ArrowDown, ArrowUp, Download, ExternalLink, Pencil, Plus, ShieldCheck, Trash2 } from "@/components/ui/icons";
import { CERTIFICATIONS_API, NEW_CERTIFICATION_PATH } from "../paths";
import type { CertificationEntry } from "../types";
import { CertificationForm } from "./certification-form";
import { fileSize } from "./certification-requests";
import { monthYear } from "./months";
import { useOrderedEntries } from "./use-ordered-entries";

/*
 * /dashboard/candidate360/certifications' list: edit in place, delete after a confirm (its file goes
 * with it), reorder with "Move up" / "Move down" (focus follows the moved entry, as the work history
 * list), and "Add a certification" leading to the full-page form (certifications/new, spec 2.7).
 * Expired certifications say so in words, not only colour.
 */
function dates(c: CertificationEntry): string {
  const issued = monthYear(c.issueMonth, c.issueYear);
  const expires = c.doesNotExpire ? "No expiration date" : monthYear(c.expiryMonth, c.expiryYear);
  return [issued ? `Issued ${issued}` : "", expires && !c.doesNotExpire ? `${c.expired ? "Expired" : "Expires"} ${expires}` : expires].filter(Boolean).join(" · ");
}

export function CertificationList({ initial }: { initial: CertificationEntry[] }) {
  const { entries, setEntries, deleting, setDeleting, listRef, addRef, reorder, remove, move } = useOrderedEntries<CertificationEntry, HTMLAnchorElement>({
    initial,
    apiPath: CERTIFICATIONS_API,
    noun: "certification",
  });
  const [editing, setEditing] = useState<string | null>(null);

  const replace = (entry: CertificationEntry) => setEntries((list) => list.map((e) => (e.id === entry.id ? entry : e)));

  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 ? (
        <EmptyState icon={<ShieldCheck />} title="No certifications yet">
          Add licenses and certifications employers ask for, such as BLS, CNA or a forklift license, with the certificate if you have it.
        </EmptyState>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3" aria-label="Your certifications">
          {entries.map((c, index) => (
            <li key={c.id} data-entry={c.id}>
              <Card>
                {editing === c.id ? (
                  <CertificationForm
                    entry={c}
                    onSaved={(saved) => {
                      replace(saved);
                      setEditing(null);
                      void loadToast().then((toast) => toast.success("The certification was saved."));
                    }}
                    onFieldsSaved={replace}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="flex min-w-0 flex-col gap-1 break-words">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="text-lg">{c.name}</h2>
                        {c.expired ? <Badge tone="danger">Expired</Badge> : null}
                      </div>
                      {c.issuer ? <p className="font-medium">{c.issuer}</p> : null}
                      {dates(c) ? <p className="text-sm text-muted-foreground">{dates(c)}</p> : null}
                      {c.credentialId ? <p className="text-sm">Credential ID: {c.credentialId}</p> : null}
                      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {c.credentialUrl ? (
                          <a href={c.credentialUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1">
                            Show credential <span className="sr-only">for {c.name} (opens in a new tab)</span>
                            <ExternalLink aria-hidden="true" className="size-4" />
                          </a>
                        ) : null}
                        {c.file ? (
                          <a href={c.file.downloadUrl} download className="inline-flex min-w-0 items-center gap-1 break-all">
                            <Download aria-hidden="true" className="size-4 shrink-0" /> {c.file.name} ({fileSize(c.file.sizeBytes)})
                          </a>
                        ) : null}
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                      <Button variant="ghost" size="sm" data-move="up" disabled={index === 0} onClick={() => move(index, -1, "up")} aria-label={`Move up: ${c.name}`}>
                        <ArrowUp aria-hidden="true" /> Move up
                      </Button>
                      <Button variant="ghost" size="sm" data-move="down" disabled={index === entries.length - 1} onClick={() => move(index, 1, "down")} aria-label={`Move down: ${c.name}`}>
                        <ArrowDown aria-hidden="true" /> Move down
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setEditing(c.id)} aria-label={`Edit: ${c.name}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={`Delete: ${c.name}`}>
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ol>
      )}
      <ErrorAlert error={reorder.error} />
      <div>
        <Button asChild>
          <Link ref={addRef} href={NEW_CERTIFICATION_PATH}>
            <Plus aria-hidden="true" /> Add a certification
          </Link>
        </Button>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : (setDeleting(null), remove.reset()))}
        title="Delete this certification?"
        description={deleting ? `${deleting.name}${deleting.file ? " and its certificate file" : ""} will be removed from your profile.` : undefined}
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
