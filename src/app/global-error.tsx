"use client";

import "./globals.css";
import { useEffect } from "react";
import { ErrorPage } from "@/components/ui/error-page";
import { reportError } from "@/features/shell/report-error";

/** A render error in the root layout itself: the shell is gone, so the error page stands alone. */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportError(error, { source: "root layout" });
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main id="main-content">
          <ErrorPage statusCode={500} />
        </main>
      </body>
    </html>
  );
}
