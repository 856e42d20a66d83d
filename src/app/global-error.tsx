"use client";

import "./globals.css";
import { ErrorPage } from "@/components/ui/error-page";

export default function GlobalError() {
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
