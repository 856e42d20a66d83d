"use client";

import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { buttonLook } from "@/components/ui/button-variants";

/*
 * The /jobs filters on a phone (below lg). The server renders the facets once in the side column;
 * once this island has hydrated they are hidden there below lg, and the "Filters" button at the top
 * of the results opens them in a bottom Sheet. Without JavaScript nothing is hidden: the facets stay
 * in the page after the results (as they were) and "Filters" is a link that jumps to them. From lg up
 * the side column shows them as always and the button is not shown.
 *
 * The sheet (Radix Dialog) is not in the page's first load (issue 11): FiltersSheetDialog is fetched
 * when the pointer, a touch or focus reaches the button, or at once on a press, which shows the same
 * look until then and opens the sheet when it arrives.
 */

const noop = () => () => {};

/** false in the server HTML and while hydrating, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The side column's filters: every width without script; from lg up only once the Filters sheet can open. */
export function FiltersColumn({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div id={id} className={`min-w-0 scroll-mt-24 flex-col gap-4 ${hydrated ? "hidden lg:flex" : "flex"}`}>
      {children}
    </div>
  );
}

type Dialog = typeof import("./filters-sheet-dialog").FiltersSheetDialog;
let loadedDialog: Dialog | null = null;
let loadingDialog: Promise<Dialog> | null = null;

function loadDialog(): Promise<Dialog> {
  loadingDialog ??= import("./filters-sheet-dialog").then(
    (m) => (loadedDialog = m.FiltersSheetDialog),
    (error: unknown) => {
      loadingDialog = null;
      throw error;
    },
  );
  return loadingDialog;
}

/**
 * "Filters" (label: with the number of filters applied, rendered on the server) at the top of the
 * results, below lg: opens the filters (children, rendered on the server) in a bottom sheet. Before
 * hydration it is a link to the side column (columnId).
 */
export function FiltersSheet({ label, columnId, children }: { label: ReactNode; columnId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [SheetDialog, setSheetDialog] = useState<Dialog | null>(() => loadedDialog);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const look = buttonLook("outline", "sm", "lg:hidden");

  const fetchDialog = () =>
    loadDialog().then(
      (d) => setSheetDialog(() => d),
      () => {},
    );
  // The placeholder button had focus when it was replaced: the real one takes it over.
  useLayoutEffect(() => {
    if (SheetDialog && hadFocus.current && (document.activeElement === null || document.activeElement === document.body)) button.current?.focus({ preventScroll: true });
    hadFocus.current = false;
  }, [SheetDialog]);

  if (!hydrated) {
    return (
      <a href={`#${columnId}`} className={look}>
        {label}
      </a>
    );
  }
  if (!SheetDialog) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded="false"
        data-state="closed"
        className={look}
        onClick={() => {
          setOpen(true);
          void fetchDialog();
        }}
        // The sheet's code comes when a visitor heads for the button, not on idle (its start-up would
        // land in the page's busiest time, Lighthouse's TBT); a press opens it once it is here.
        onPointerEnter={() => void fetchDialog()}
        onTouchStart={() => void fetchDialog()}
        onFocus={() => {
          hadFocus.current = true;
          void fetchDialog();
        }}
        onBlur={(e) => {
          const el = e.currentTarget;
          queueMicrotask(() => {
            if (el.isConnected) hadFocus.current = false;
          });
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <SheetDialog ref={button} open={open} onOpenChange={setOpen} label={label}>
      {children}
    </SheetDialog>
  );
}
