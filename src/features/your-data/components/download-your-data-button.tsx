"use client";

import { useState } from "react";
import { ApiError, defaultHeaders } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Download } from "@/components/ui/icons";
import { DATA_EXPORT_API } from "../constants";
import { YOUR_DATA_MESSAGES as M } from "./messages";

/** The file name the server gave (Content-Disposition), or a dated default. */
function fileNameOf(res: Response): string {
  const match = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return match?.[1] ?? `upstep-data-${new Date().toISOString().slice(0, 10)}.zip`;
}

/*
 * "Download your data" (decision 031): fetches the zip with the app's headers, so a refusal (too many
 * downloads in an hour, signed out) is shown here in words instead of being saved as a file, then
 * hands the zip to the browser as a download.
 */
export function DownloadYourDataButton() {
  const [state, setState] = useState<{ busy: boolean; error: unknown; done: boolean }>({ busy: false, error: null, done: false });

  async function download() {
    setState({ busy: true, error: null, done: false });
    try {
      const res = await fetch(DATA_EXPORT_API, { headers: defaultHeaders(), credentials: "same-origin" });
      if (!res.ok) {
        const data: unknown = await res.json().catch(() => null);
        const message = (data as { error?: { message?: string } } | null)?.error?.message ?? `Request failed with status ${res.status}`;
        throw new ApiError(res.status, data, DATA_EXPORT_API, message);
      }
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(res);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ busy: false, error: null, done: true });
    } catch (error) {
      setState({ busy: false, error, done: false });
    }
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Button type="button" variant="outline" onClick={() => void download()} loading={state.busy}>
        <Download aria-hidden="true" className="size-4" /> {state.busy ? M.preparing : M.button}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {state.done ? M.done : ""}
      </p>
      <ErrorAlert error={state.error} />
    </div>
  );
}
