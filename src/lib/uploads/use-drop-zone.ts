"use client";

import { useEffect, useRef, type DragEvent as ReactDragEvent } from "react";
import { useDropzone, type DropzoneRootProps } from "react-dropzone";
import { applyCountRule, dropZoneState, specErrorMessage, type DropZoneRules, type RejectedFile } from "./drop-zone-rules";

/*
 * Upstep's drop zone: react-dropzone's useDropzone with the spec's states (idle, drag-active, accept,
 * reject, file-dialog-active), codes and messages (drop-zone-rules.ts). react-dropzone matches types,
 * sizes and counts, opens the file dialog, tracks drags over the zone and over the page, and does not
 * reject a drag whose items have no MIME type yet (some browsers and systems give an empty type while
 * dragging): such files are judged by name and size when they are dropped. Content (magic bytes) is
 * judged by the feature and again on the server.
 */
export type UseDropZoneOptions = DropZoneRules & {
  /** Every drop or file-dialog choice, after the rules: the accepted files, and the rejected ones with their errors. */
  onDrop: (accepted: File[], rejected: RejectedFile[]) => void;
  disabled?: boolean;
  /** Enter or Space on the focused zone opens the file dialog (default). Off where the zone holds its own Browse button. */
  keyboard?: boolean;
  /**
   * Full-page drop mode (spec 4): `isPageDragActive` while a file is dragged anywhere over the page
   * (show the root over the whole page then), and a file dropped anywhere on the page outside another
   * zone is taken. Other zones keep their drags to themselves and take their own drops.
   */
  fullPage?: boolean;
};

const ZONE_ATTRIBUTE = "data-drop-zone";

export function useDropZone({ onDrop, disabled = false, keyboard = true, fullPage = false, ...rules }: UseDropZoneOptions) {
  const zone = useDropzone({
    accept: rules.accept,
    minSize: rules.minSize,
    maxSize: rules.maxSize,
    multiple: rules.multiple ?? true,
    maxFiles: rules.maxFiles ?? 0,
    disabled,
    noClick: true,
    noKeyboard: fullPage || !keyboard,
    noPaste: true,
    noDragEventsBubbling: !fullPage,
    getErrorMessage: (error) => specErrorMessage(error, rules),
    onDrop: (accepted, rejected) => {
      const sorted = applyCountRule(accepted, rejected, rules);
      onDrop(sorted.accepted, sorted.rejected);
    },
  });

  // Every zone's root is marked, so the full-page zone leaves drops on a zone (its own included) to it.
  const zoneRootProps = zone.getRootProps;
  const getRootProps = (props: DropzoneRootProps = {}): DropzoneRootProps => zoneRootProps({ ...props, [ZONE_ATTRIBUTE]: fullPage ? "page" : "zone" });

  // Full-page mode: a drop that lands outside every zone (before the root is shown, or on the page
  // under it) goes through the root's own drop handler, so it meets the same rules.
  const dropOnRoot = useRef<((event: DragEvent) => void) | null>(null);
  useEffect(() => {
    const handler = zoneRootProps().onDrop;
    dropOnRoot.current = handler ? (event) => handler(event as unknown as ReactDragEvent<HTMLElement>) : null;
  });
  useEffect(() => {
    if (!fullPage) return;
    const onDocumentDrop = (event: DragEvent) => {
      const target = event.target instanceof Element ? event.target : event.target instanceof Node ? event.target.parentElement : null;
      if (target?.closest(`[${ZONE_ATTRIBUTE}]`)) return;
      dropOnRoot.current?.(event);
    };
    document.addEventListener("drop", onDocumentDrop);
    return () => document.removeEventListener("drop", onDocumentDrop);
  }, [fullPage]);

  const isPageDragActive = fullPage && !disabled && (zone.isDragGlobal || zone.isDragActive);
  const openDialog: (() => void) | null = zone.open;
  return {
    state: dropZoneState({ ...zone, isDragActive: zone.isDragActive || isPageDragActive }),
    isDragActive: zone.isDragActive,
    isDragAccept: zone.isDragAccept,
    isDragReject: zone.isDragReject,
    isFileDialogActive: zone.isFileDialogActive,
    isPageDragActive,
    getRootProps,
    getInputProps: zone.getInputProps,
    /** Opens the file dialog (a Browse button); nothing while disabled. */
    open: () => openDialog?.(),
  };
}
