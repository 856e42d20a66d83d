import { Button } from "@/components/ui/button";

/** Save and Cancel under an entry form. */
export function EntryFormButtons({ busy, onCancel, saveLabel }: { busy: boolean; onCancel: () => void; saveLabel: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" loading={busy}>
        {saveLabel}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </div>
  );
}
