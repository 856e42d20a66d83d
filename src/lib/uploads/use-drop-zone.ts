"use client";

import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { isAccepted, sortDroppedFiles, tooMany, type DropZoneOptions, type RejectedFile } from "./drop-zone-rules";

/*
 * A small drop zone hook (react-dropzone is not installed): the spec's states idle, drag-active,
 * accept, reject and file-dialog-active, browse through a hidden file input, keyboard activation.
 */
export type DropZoneState = "idle" | "drag-active" | "accept" | "reject" | "file-dialog-active";

export type UseDropZoneOptions = DropZoneOptions & {
  onDrop: (accepted: File[], rejected: RejectedFile<File>[], all: File[]) => void;
  disabled?: boolean;
};

/** The state a drag over the zone is in, judged from the dragged items' MIME types and count. */
export function dragState(items: { kind: string; type: string }[], options: DropZoneOptions): "accept" | "reject" {
  const files = items.filter((i) => i.kind === "file");
  if (files.length === 0 || tooMany(files.length, options)) return "reject";
  // During a drag only the MIME type is known; extension-only accept lists cannot be judged yet.
  const judgeable = (options.accept ?? []).some((a) => !a.startsWith("."));
  if (!judgeable) return "accept";
  return files.every((f) => isAccepted({ name: "", type: f.type }, (options.accept ?? []).filter((a) => !a.startsWith(".")))) ? "accept" : "reject";
}

export function isFileDrag(event: { dataTransfer: DataTransfer | null }): boolean {
  return Boolean(event.dataTransfer && Array.from(event.dataTransfer.types).includes("Files"));
}

export function useDropZone(options: UseDropZoneOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [state, setState] = useState<DropZoneState>("idle");
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const handleFiles = useCallback((files: File[]) => {
    const o = optionsRef.current;
    const { accepted, rejected } = sortDroppedFiles(files, o);
    o.onDrop(accepted, rejected, files);
  }, []);

  // The file dialog has closed (chosen or cancelled) when the window gets focus back.
  useEffect(() => {
    if (state !== "file-dialog-active") return;
    const onFocus = () => setTimeout(() => setState((s) => (s === "file-dialog-active" ? "idle" : s)), 300);
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [state]);

  const open = useCallback(() => {
    if (optionsRef.current.disabled || !inputRef.current) return;
    inputRef.current.value = "";
    setState("file-dialog-active");
    inputRef.current.click();
  }, []);

  const rootProps = {
    onDragEnter: (e: DragEvent<HTMLElement>) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      depth.current += 1;
      setState(dragState(Array.from(e.dataTransfer.items), optionsRef.current));
    },
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      if (!isFileDrag(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setState("idle");
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      if (!isFileDrag(e)) return;
      e.preventDefault();
      e.stopPropagation();
      depth.current = 0;
      setState("idle");
      if (!optionsRef.current.disabled) handleFiles(Array.from(e.dataTransfer.files));
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.target !== e.currentTarget) return;
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        open();
      }
    },
  };

  const inputProps = {
    ref: inputRef,
    type: "file" as const,
    tabIndex: -1,
    multiple: options.multiple ?? true,
    accept: options.accept?.join(","),
    className: "sr-only",
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setState("idle");
      handleFiles(Array.from(e.target.files ?? []));
    },
    onClick: (e: React.MouseEvent<HTMLInputElement>) => e.stopPropagation(),
  };

  return {
    state,
    isDragActive: state === "drag-active" || state === "accept" || state === "reject",
    isDragAccept: state === "accept",
    isDragReject: state === "reject",
    isFileDialogActive: state === "file-dialog-active",
    rootProps,
    inputProps,
    open,
    /** Feeds files dropped elsewhere (the full-page drop mode) through the same rules. */
    handleFiles,
  };
}
