"use client";

import { useEffect } from "react";
import { ErrorPage } from "@/components/ui/error-page";
import { reportError } from "@/features/shell/report-error";

/*
 * Spec 4 / 8 error boundary: a render error shows the error page and is reported as a critical
 * exception. Next's boundary around this file resets by itself when the pathname changes (its
 * ErrorBoundaryHandler compares the previous pathname), which is the spec's "resets when the path
 * changes"; 'try again' on the page reloads it.
 */
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportError(error, { source: "route error boundary" });
  }, [error]);
  return <ErrorPage statusCode={500} />;
}
