"use client";

import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { MENU_CLOSE_DELAY_MS } from "../shell-constants";

type OpenMode = "hover" | "click";

type Props = {
  /** What the trigger shows. */
  trigger: ReactNode;
  /** Accessible name of the trigger when `trigger` is not plain text. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Classes of the wrapper; add "relative" to position the panel under the trigger. */
  className?: string;
  panelClassName?: string;
  panelStyle?: CSSProperties;
  /** The panel's content; `close` closes the menu (e.g. after following a link). */
  children: (close: () => void) => ReactNode;
};

/*
 * One desktop dropdown (spec 2.4 and 4), as a disclosure: a button with aria-expanded controlling a
 * panel of links.
 * - Opens on hover or click; closes MENU_CLOSE_DELAY_MS (100 ms) after the pointer leaves, unless it
 *   was opened (or pinned) by a click; a click-opened menu closes on a second click, a click outside,
 *   Escape, or when focus leaves it.
 * - Keyboard: Enter, Space or ArrowDown on the trigger open it and move focus to the first link;
 *   ArrowDown/ArrowUp/Home/End move between links; Escape closes and returns focus to the trigger.
 */
export function DropdownMenu({ trigger, triggerLabel, triggerClassName = "", className = "", panelClassName = "", panelStyle, children }: Props) {
  const [mode, setMode] = useState<OpenMode | null>(null);
  const open = mode !== null;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelClose();
    setMode(null);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  // A click-opened menu closes on a pointer press anywhere else.
  useEffect(() => {
    if (mode !== "click") return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [mode, close]);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      links()[0]?.focus();
    }
  });

  function links(): HTMLElement[] {
    return Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? []);
  }

  function onTriggerKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
      e.preventDefault();
      cancelClose();
      focusFirstOnOpen.current = true;
      setMode("click");
      if (open) links()[0]?.focus();
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close();
    }
  }

  function onPanelKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (e.key === "ArrowDown") next = all[(index + 1) % all.length];
    else if (e.key === "ArrowUp") next = all[(index - 1 + all.length) % all.length];
    else if (e.key === "Home") next = all[0];
    else if (e.key === "End") next = all.at(-1);
    else if (e.key === "Escape") {
      e.preventDefault();
      close();
      triggerRef.current?.focus();
      return;
    } else return;
    e.preventDefault();
    next?.focus();
  }

  return (
    <div
      ref={wrapperRef}
      className={className}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancelClose();
        setMode((m) => m ?? "hover");
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse" || mode !== "hover") return;
        cancelClose();
        closeTimer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
      }}
      onBlur={(e) => {
        if (open && !wrapperRef.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          cancelClose();
          // A hover-opened menu is pinned by a click; a click-opened one is closed by the next click.
          setMode((m) => (m === "click" ? null : "click"));
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        data-open-mode={mode ?? undefined}
        className={panelClassName}
        style={panelStyle}
        onKeyDown={onPanelKeyDown}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) close();
        }}
      >
        {children(close)}
      </div>
    </div>
  );
}
