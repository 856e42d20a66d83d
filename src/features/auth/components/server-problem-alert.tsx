import { Alert } from "@/components/ui/alert";
import type { ServerProblem } from "../api-errors";

/** A failed call's message in an Alert with role="alert" (and the reference for unexpected failures). */
export function ServerProblemAlert({ problem, title }: { problem: ServerProblem | null; title?: string }) {
  if (!problem) return null;
  return (
    <Alert tone="danger" title={title}>
      <p>{problem.message}</p>
      {problem.correlationId ? <p className="mt-1 text-xs opacity-80">Reference: {problem.correlationId}</p> : null}
    </Alert>
  );
}
