"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { api } from "@/lib/api/client";
import type { ContentRevisionKind } from "@/db/schema/content";
import { formatDateTime } from "./datetime-local";

/** GET /api/admin/content/revisions?kind=&entityId=: the item's history, newest first. */
export const REVISIONS_API_PATH = "/admin/content/revisions";

export type RevisionItem = { id: string; note: string; createdAt: string; by: string | null; restorable: boolean };

export function revisionsQueryKey(kind: ContentRevisionKind, entityId: string) {
  return ["content-revisions", kind, entityId] as const;
}

/**
 * The revision history of a post or a page: each save (note, who, when) and each scheduled change.
 * "Preview" opens the version as the page would show it (previewUrl), "Restore" writes it back as a
 * new save (POST restoreUrl(revisionId)) after a confirmation; the page then reloads its data.
 */
export function RevisionHistory({
  kind,
  entityId,
  restoreUrl,
  previewUrl,
  onRestored,
}: {
  kind: ContentRevisionKind;
  entityId: string;
  /** The API path (without /api) that restores a revision, e.g. /admin/content/posts/{id}/revisions/{rid}/restore. */
  restoreUrl: (revisionId: string) => string;
  /** A page that previews a revision; omitted: no Preview link. */
  previewUrl?: (revisionId: string) => string;
  onRestored?: () => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<RevisionItem | null>(null);
  const revisions = useQuery({
    queryKey: revisionsQueryKey(kind, entityId),
    queryFn: () => api.get<{ revisions: RevisionItem[] }>(REVISIONS_API_PATH, { kind, entityId }).then((r) => r.revisions),
  });
  const restore = useMutation({
    mutationFn: (revisionId: string) => api.post<unknown>(restoreUrl(revisionId)),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: revisionsQueryKey(kind, entityId) });
      if (onRestored) onRestored();
      else router.refresh();
    },
  });

  return (
    <section aria-labelledby={`revisions-${entityId}`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`revisions-${entityId}`} className="text-base font-semibold">
        Revision history
      </h2>
      {revisions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the history…</p>
      ) : revisions.isError ? (
        <p className="text-sm text-danger">The history could not be loaded.</p>
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved versions yet: each save adds one here.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
          {revisions.data.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{r.note || "Saved"}</p>
                <p className="text-muted-foreground">
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  {r.by ? ` by ${r.by}` : r.restorable ? "" : " by the schedule"}
                </p>
              </div>
              {r.restorable ? (
                <div className="flex flex-wrap gap-2">
                  {previewUrl ? (
                    <Button asChild variant="outline" size="sm">
                      <a href={previewUrl(r.id)} target="_blank" rel="noopener">
                        Preview<span className="sr-only"> the version of {formatDateTime(r.createdAt)}</span>
                      </a>
                    </Button>
                  ) : null}
                  <Button variant="outline" size="sm" onClick={() => setConfirming(r)}>
                    Restore<span className="sr-only"> the version of {formatDateTime(r.createdAt)}</span>
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Restore this version?"
        description={confirming ? `The content goes back to the version of ${formatDateTime(confirming.createdAt)}, saved as a new version. Its publishing status is restored too.` : undefined}
        confirmLabel="Restore"
        loading={restore.isPending}
        onConfirm={() => {
          if (confirming) restore.mutate(confirming.id);
        }}
      />
    </section>
  );
}
