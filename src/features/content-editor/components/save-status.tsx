import type { Ref } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * What the last save did, beside every editor's Save button: the server's message when it failed,
 * "Saved at ..." when it worked. Focusable (the editor moves focus here after a save) and announced.
 */
export function SaveStatus({ ref, failure, savedAt }: { ref: Ref<HTMLDivElement>; failure: string | null; savedAt: string | null }) {
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none" aria-live="polite">
      {failure ? (
        <Alert tone="danger" title="Not saved">
          {failure}
        </Alert>
      ) : savedAt ? (
        <p className="text-sm text-success-soft-foreground">Saved at {savedAt}.</p>
      ) : null}
    </div>
  );
}
