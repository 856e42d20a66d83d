"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { MENU_CLOSE_DELAY_MS } from "../shell-constants";
import { takeFocus, takeIntent } from "./menu-intents";

type OpenMode = "hover" | "click";

/*
 * Spec 4's menu behaviour on top of the ui DropdownMenu (Radix, which opens on click and keys only):
 * - a mouse pointer entering the trigger opens the menu ("hover"); leaving the trigger or the panel
 *   closes it MENU_CLOSE_DELAY_MS (100 ms) later unless the pointer comes back;
 * - a click opens it for good ("click"), pins a hover-opened menu, and closes a click-opened one; a
 *   click-opened menu is not closed by a hover-leave, only by a click outside, Escape, focus leaving
 *   it, or following an item;
 * - keys (Enter, Space, ArrowDown, arrows, Escape) are Radix's own.
 * A hover-opened menu does not take focus from the page; a menu closed by hover-leave does not move
 * focus back to its trigger.
 *
 * Spread `root` on <DropdownMenu>, `trigger` on <DropdownMenuTrigger> and `content` on
 * <DropdownMenuContent>.
 *
 * `key` names the menu for deferred-menus.ts: a menu that replaces its placeholder trigger starts the
 * way the visitor asked for it there (hovered, pressed, or opened by key with focus on its first
 * item) and takes over the placeholder's focus. While a menu is open by hover, the pointer's
 * position decides too (a pointer that was already over the placeholder never "enters" the new trigger).
 */
export function useHoverMenu(key: string) {
  const [initial] = useState(() => takeIntent(key));
  const initialMode: OpenMode | null = initial === null ? null : initial === "hover" ? "hover" : "click";
  const [mode, setMode] = useState<OpenMode | null>(initialMode);
  const modeRef = useRef<OpenMode | null>(initialMode);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focusFirstItem = useRef(initial === "keyboard");

  useLayoutEffect(() => {
    if (takeFocus(key)) triggerRef.current?.focus({ preventScroll: true });
  }, [key]);

  const set = useCallback((next: OpenMode | null) => {
    modeRef.current = next;
    setMode(next);
  }, []);
  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  const onPointerEnter = (e: ReactPointerEvent) => {
    if (e.pointerType !== "mouse") return;
    cancelClose();
    if (modeRef.current === null) set("hover");
  };
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      if (modeRef.current !== "hover") return;
      closedByHover.current = true;
      set(null);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose, set]);
  const onPointerLeave = (e: ReactPointerEvent) => {
    if (e.pointerType !== "mouse" || modeRef.current !== "hover") return;
    scheduleClose();
  };

  // While open by hover: a mouse moving outside both the trigger and the panel closes it as a
  // pointer-leave would (once; the timer is not restarted by further moves), inside it stays.
  useEffect(() => {
    if (mode !== "hover") return;
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== "mouse" || modeRef.current !== "hover" || !(e.target instanceof Node)) return;
      const trigger = triggerRef.current;
      const panelId = trigger?.getAttribute("aria-controls");
      const panel = panelId ? document.getElementById(panelId) : null;
      if (trigger?.contains(e.target) || panel?.contains(e.target)) cancelClose();
      else if (!timer.current) scheduleClose();
    };
    document.addEventListener("pointermove", onMove, { passive: true });
    return () => document.removeEventListener("pointermove", onMove);
  }, [mode, cancelClose, scheduleClose]);

  return {
    mode,
    root: {
      open: mode !== null,
      modal: false,
      onOpenChange: (open: boolean) => {
        cancelClose();
        set(open ? "click" : null);
      },
    },
    trigger: {
      ref: triggerRef,
      onPointerEnter,
      onPointerLeave,
      onPointerDown: (e: ReactPointerEvent<HTMLButtonElement>) => {
        if (e.button !== 0 || e.ctrlKey) return;
        // Replaces Radix's toggle (it would close a hover-opened menu instead of pinning it).
        e.preventDefault();
        cancelClose();
        set(modeRef.current === "click" ? null : "click");
      },
    },
    content: {
      "data-open-mode": mode ?? undefined,
      onPointerEnter,
      onPointerLeave,
      onOpenAutoFocus: (e: Event) => {
        if (modeRef.current === "hover") e.preventDefault();
        else if (focusFirstItem.current) {
          // Opened by a key on the placeholder: Radix did not see that key, so focus its first item as it would.
          focusFirstItem.current = false;
          const first = e.target instanceof HTMLElement ? e.target.querySelector<HTMLElement>('[role="menuitem"]') : null;
          if (first) {
            e.preventDefault();
            first.focus({ preventScroll: true });
          }
        }
      },
      onCloseAutoFocus: (e: Event) => {
        if (closedByHover.current) e.preventDefault();
        closedByHover.current = false;
      },
      // A press on the trigger is the trigger's own business (pin or close), not an outside click.
      onInteractOutside: (e: Event) => {
        if (e.target instanceof Node && triggerRef.current?.contains(e.target)) e.preventDefault();
      },
    },
  };
}
