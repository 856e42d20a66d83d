"use client";

import dynamic from "next/dynamic";
import type { RichTextEditorProps } from "./rich-text-editor";

/** The rich-text editor loaded on demand (admin pages): TipTap is fetched only when an editor shows. */
export const LazyRichTextEditor = dynamic<RichTextEditorProps>(() => import("./rich-text-editor").then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => (
    <div className="min-h-72 rounded-md border border-input px-3 py-2 text-muted-foreground" aria-busy="true">
      Loading the editor…
    </div>
  ),
});
