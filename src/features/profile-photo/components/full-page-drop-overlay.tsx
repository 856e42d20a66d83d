"use client";

import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { isFileDrag } from "@/lib/uploads/use-drop-zone";

/*
 * Spec 4: a full-screen drop mode appears while a file is dragged over the page. While `active`, a
 * file dragged anywhere over the window shows this overlay, and dropping it anywhere hands the files
 * to onDrop (the browser would otherwise open the file in the tab).
 */
export function FullPageDropOverlay({ active, onDrop, label }: { active: boolean; onDrop: (files: File[]) => void; label: string }) {
  const [visible, setVisible] = useState(false);
  const depth = useRef(0);
  const onDropRef = useRef(onDrop);
  useEffect(() => {
    onDropRef.current = onDrop;
  });

  useEffect(() => {
    if (!active) return;
    const enter = (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      depth.current += 1;
      setVisible(true);
    };
    const over = (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
    };
    const leave = (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setVisible(false);
    };
    const drop = (e: DragEvent) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      depth.current = 0;
      setVisible(false);
      onDropRef.current(Array.from(e.dataTransfer?.files ?? []));
    };
    const end = () => {
      depth.current = 0;
      setVisible(false);
    };
    window.addEventListener("dragenter", enter);
    window.addEventListener("dragover", over);
    window.addEventListener("dragleave", leave);
    window.addEventListener("drop", drop);
    window.addEventListener("dragend", end);
    return () => {
      window.removeEventListener("dragenter", enter);
      window.removeEventListener("dragover", over);
      window.removeEventListener("dragleave", leave);
      window.removeEventListener("drop", drop);
      window.removeEventListener("dragend", end);
      end();
    };
  }, [active]);

  if (!active || !visible) return null;
  return createPortal(
    <div data-testid="full-page-drop" className="pointer-events-none fixed inset-0 z-[60] grid place-items-center border-4 border-dashed border-brand-500 bg-brand-900/70 p-6">
      <p className="rounded-xl bg-white px-6 py-4 text-lg font-semibold text-brand-800 shadow-xl">{label}</p>
    </div>,
    document.body,
  );
}
