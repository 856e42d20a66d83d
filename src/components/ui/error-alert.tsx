import { Alert } from "@/components/ui/alert";
import { ApiError } from "@/lib/api/client";

/** A failed request shown inline: the server's message, and its reference for support on a 5xx. */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof ApiError ? error.message : "Something went wrong, please try again.";
  const reference = error instanceof ApiError && error.status >= 500 ? error.correlationId : undefined;
  return (
    <Alert tone="danger">
      <p>{message}</p>
      {reference ? <p className="mt-1 text-xs opacity-80">Reference: {reference}</p> : null}
    </Alert>
  );
}
