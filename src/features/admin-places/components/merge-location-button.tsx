"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PLACES_MESSAGES as M } from "../messages";
import { LOCATION_MERGE_API } from "../paths";
import type { LocationPickerItem } from "../types";
import { LocationPicker } from "./location-picker";

/** Merge this location (the duplicate) into another: its jobs move there and it is deleted. */
export function MergeLocationButton({ location }: { location: { id: string; name: string; jobs: number } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<LocationPickerItem | null>(null);
  const merge = useMutation({
    mutationFn: () => api.post<{ jobsMoved: number }>(LOCATION_MERGE_API, { duplicateId: location.id, targetId: target?.id ?? "" }),
    meta: { silent: true },
    onSuccess: (r) => {
      setOpen(false);
      toast.success(`${M.merged} ${r.jobsMoved} job${r.jobsMoved === 1 ? "" : "s"} moved.`);
      router.refresh();
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (merge.isPending) return;
        setOpen(next);
        if (!next) merge.reset();
      }}
    >
      <Button size="sm" variant="outline" aria-label={`Merge ${location.name} into another location`} onClick={() => setOpen(true)}>
        Merge
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge “{location.name}”</DialogTitle>
          <DialogDescription>
            Its {location.jobs} job{location.jobs === 1 ? "" : "s"} move to the location you choose, and “{location.name}” is deleted. Feeds that name it again resolve to
            the one you choose.
          </DialogDescription>
        </DialogHeader>
        <LocationPicker idPrefix={`merge-${location.id}`} excludeId={location.id} chosen={target?.id ?? null} onChoose={setTarget} label="Find the location to keep" />
        <ErrorAlert error={merge.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={merge.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" disabled={!target} loading={merge.isPending} onClick={() => merge.mutate()}>
            {target ? `Merge into ${target.name.length > 30 ? `${target.name.slice(0, 30)}…` : target.name}` : "Merge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
