"use client";

import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ApiError, api } from "@/lib/api/client";

export const PREVIEW_API_PATH = "/admin/content/preview";

/**
 * "Preview": the unsaved form through the sanitiser a save uses (POST /api/admin/content/preview),
 * then rendered by the public page's own view component in a wide dialog, so what shows is what
 * publishing would show. `load` sends the request and returns the view; a refusal (a section that
 * does not pass its checks) shows its message instead.
 */
export function PagePreviewButton({ title, load }: { title: string; load: () => Promise<ReactNode> }) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<ReactNode>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function show() {
    setLoading(true);
    setError(null);
    try {
      setView(await load());
      setOpen(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status === 400 ? "Fix the problems marked in red to preview the page." : "The preview could not be made, please try again.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button variant="outline" loading={loading} onClick={() => void show()}>
        Preview
      </Button>
      {error ? (
        <Alert tone="danger" className="basis-full">
          {error}
        </Alert>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent size="lg" className="max-w-6xl p-0 sm:p-0" closeLabel="Close the preview">
          <div className="border-b border-border px-6 py-4 pr-14">
            <DialogTitle className="text-base font-semibold">Preview: {title}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">Unsaved changes as the public page will show them.</DialogDescription>
          </div>
          <div className="min-w-0">{view}</div>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function previewHtml(bodyHtml: string): Promise<{ bodyHtml: string }> {
  return api.post<{ bodyHtml: string }>(PREVIEW_API_PATH, { kind: "page", bodyHtml });
}
