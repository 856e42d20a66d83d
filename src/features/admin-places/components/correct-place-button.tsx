"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PLACES_MESSAGES as M } from "../messages";
import { placeCorrectionApiPath } from "../paths";
import { issuesOf } from "./api-issues";
import { LocationPicker } from "./location-picker";

/** Correct one place: a postal code, or a location found by name. Corrected places can be undone. */
export function CorrectPlaceButton({ place }: { place: { id: string; label: string; corrected: boolean } }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [postalCode, setPostalCode] = useState("");
  const [locationId, setLocationId] = useState<string | null>(null);
  const correct = useMutation({
    mutationFn: () => api.post(placeCorrectionApiPath(place.id), postalCode.trim() ? { postalCode: postalCode.trim() } : { locationId: locationId ?? undefined }),
    meta: { silent: true },
    onSuccess: () => {
      setOpen(false);
      toast.success(M.corrected);
      router.refresh();
    },
  });
  const undo = useMutation({
    mutationFn: () => api.delete(placeCorrectionApiPath(place.id)),
    onSuccess: () => router.refresh(),
  });
  const postalIssue = issuesOf(correct.error).find((i) => i.path === "postalCode")?.message;
  return (
    <div className="flex flex-wrap gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (correct.isPending) return;
          setOpen(next);
          if (!next) correct.reset();
        }}
      >
        <Button size="sm" variant="outline" aria-label={`Correct ${place.label}`} onClick={() => setOpen(true)}>
          Correct
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Correct “{place.label}”</DialogTitle>
            <DialogDescription>The jobs refused for this place are imported at the feed’s next run, at the place you choose.</DialogDescription>
          </DialogHeader>
          <form
            id={`correct-${place.id}`}
            className="flex min-w-0 flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              correct.mutate();
            }}
          >
            <Field id={`correct-${place.id}-zip`} label="Postal code" hint="5 digits; or find a location below." error={postalIssue}>
              <Input inputMode="numeric" maxLength={5} value={postalCode} onChange={(e) => setPostalCode(e.target.value)} />
            </Field>
            {!postalCode.trim() ? <LocationPicker idPrefix={`correct-${place.id}-loc`} chosen={locationId} onChoose={(l) => setLocationId(l.id)} label="Or find a location" /> : null}
          </form>
          {correct.error && !postalIssue ? <ErrorAlert error={correct.error} /> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" disabled={correct.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" form={`correct-${place.id}`} loading={correct.isPending} disabled={!postalCode.trim() && !locationId}>
              Save the correction
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {place.corrected ? (
        <Button size="sm" variant="ghost" aria-label={`Undo the correction of ${place.label}`} loading={undo.isPending} onClick={() => undo.mutate()}>
          Undo
        </Button>
      ) : null}
    </div>
  );
}
