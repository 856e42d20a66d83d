"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { usePathname } from "next/navigation";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { loginPath } from "@/lib/routes";
import { splitMenuItems, type AccountMenuItem, type NavCategory } from "../nav-menus";
import { LOGOUT_HASH } from "../shell-routes";
import { ShellLink } from "./shell-link";

function subscribeHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

function AccordionGroup({ label, open, onToggle, children }: { label: string; open: boolean; onToggle: () => void; children: ReactNode }) {
  const id = useId();
  return (
    <li className="border-b border-slate-200">
      <h3>
        <button type="button" aria-expanded={open} aria-controls={id} onClick={onToggle} className="flex w-full items-center justify-between py-4 text-left text-base font-semibold text-slate-900">
          {label}
          <span aria-hidden="true" className={`text-xl transition-transform ${open ? "rotate-45" : ""}`}>
            +
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open} className="pb-4">
        {children}
      </div>
    </li>
  );
}

const ITEM_LINK = "block rounded-lg px-3 py-2 text-slate-800 no-underline hover:bg-brand-50 hover:no-underline";

/*
 * Spec 2.5 / 4: the burger "Open navigation menu" toggles a full overlay with one accordion group per
 * category (one open at a time, collapsible); signed out: Log in and Join; signed in: a Profile menu
 * accordion and a Log out button. Radix Dialog locks body scrolling and traps focus while it is open.
 * The menu resets when the path or the hash changes: it remembers the location it was opened at and
 * counts as closed anywhere else.
 */
export function MobileNav({
  categories,
  account,
  joinHref,
}: {
  categories: NavCategory[];
  account: { items: AccountMenuItem[] } | null;
  joinHref: string;
}) {
  const pathname = usePathname();
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash, () => "");
  const here = `${pathname}${hash}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const open = openAt === here;

  const toggle = (key: string) => setGroup((g) => (g === key ? null : key));
  const close = () => setOpenAt(null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpenAt(next ? here : null);
        if (next) setGroup(null);
      }}
    >
      <Dialog.Trigger aria-label="Open navigation menu" className="grid size-10 place-items-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Radix locks body scrolling through the overlay, so it is needed even under a full-screen panel. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-white xl:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white xl:hidden"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest("a")) close();
          }}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close navigation menu" className="grid size-10 place-items-center rounded-lg text-slate-800 hover:bg-slate-100">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="px-4">
            <ul>
              {categories.map((category) => {
                const { plain, toolsHeading, tools } = splitMenuItems(category.items);
                return (
                  <AccordionGroup key={category.key} label={category.label} open={group === category.key} onToggle={() => toggle(category.key)}>
                    <ul className="space-y-1">
                      {[...plain, ...(toolsHeading ? [toolsHeading] : []), ...tools].map((item) => (
                        <li key={`${item.title}:${item.url}`}>
                          <ShellLink href={item.url} className={ITEM_LINK}>
                            {item.title}
                          </ShellLink>
                        </li>
                      ))}
                    </ul>
                  </AccordionGroup>
                );
              })}
              {account ? (
                <AccordionGroup label="Profile menu" open={group === "profile"} onToggle={() => toggle("profile")}>
                  <ul className="space-y-1">
                    {account.items
                      .filter((i) => i.href !== LOGOUT_HASH)
                      .map((item) => (
                        <li key={item.label}>
                          <ShellLink href={item.href} className={ITEM_LINK}>
                            {item.label}
                          </ShellLink>
                        </li>
                      ))}
                  </ul>
                </AccordionGroup>
              ) : null}
            </ul>
          </nav>
          <div className="mt-auto flex flex-col gap-3 p-4">
            {account ? (
              <a href={LOGOUT_HASH} className={buttonClasses("outline", "lg", "w-full")}>
                Log out
              </a>
            ) : (
              <>
                <a href={loginPath()} className={buttonClasses("outline", "lg", "w-full")}>
                  Log in
                </a>
                <ShellLink href={joinHref} className={buttonClasses("primary", "lg", "w-full")}>
                  Join
                </ShellLink>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
