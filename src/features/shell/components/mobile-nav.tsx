"use client";

import { usePathname } from "next/navigation";
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button, buttonClasses } from "@/components/ui/button";
import { X } from "@/components/ui/icons";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { loginPath } from "@/lib/routes";
import { splitMenuItems, type AccountMenuItem, type NavCategory } from "../nav-menus";
import { LOGOUT_HASH } from "../shell-routes";
import { takeFocus, takeIntent } from "./menu-intents";
import { BURGER_CLASS, BURGER_LABEL, MOBILE_NAV_KEY } from "./menu-trigger-look";
import { ShellLink } from "./shell-link";

function subscribeHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

const ITEM_LINK = "block rounded-md px-3 py-2 text-base text-foreground no-underline hover:bg-primary-soft hover:text-foreground hover:no-underline";

/*
 * Spec 2.5 / 4: the burger "Open navigation menu" toggles a full-screen sheet with one accordion
 * group per category (one open at a time, collapsible); signed out: Log in and Join; signed in: a
 * Profile menu accordion and a Log out button. The sheet (a Radix dialog) locks body scrolling and
 * traps focus while it is open. The menu resets when the path or the hash changes: it remembers the
 * location it was opened at and counts as closed anywhere else. Loaded after the page
 * (deferred-menus.ts): a press on the placeholder burger before then opens it on arrival.
 */
export function MobileNav({
  categories,
  account,
  joinHref,
  burgerIcon,
}: {
  categories: NavCategory[];
  account: { items: AccountMenuItem[] } | null;
  joinHref: string;
  burgerIcon: ReactNode;
}) {
  const pathname = usePathname();
  const hash = useSyncExternalStore(subscribeHash, () => window.location.hash, () => "");
  const here = `${pathname}${hash}`;
  const [openAt, setOpenAt] = useState<string | null>(() => (takeIntent(MOBILE_NAV_KEY) ? here : null));
  const burger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus(MOBILE_NAV_KEY)) burger.current?.focus({ preventScroll: true });
  }, []);
  const [group, setGroup] = useState("");
  const open = openAt === here;
  const close = () => setOpenAt(null);

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpenAt(next ? here : null);
        if (next) setGroup("");
      }}
    >
      <SheetTrigger asChild>
        <button ref={burger} type="button" aria-label={BURGER_LABEL} className={BURGER_CLASS}>
          {burgerIcon}
        </button>
      </SheetTrigger>
      <SheetContent
        side="full"
        closeButton={false}
        aria-describedby={undefined}
        className="xl:hidden"
        overlayClassName="xl:hidden"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a")) close();
        }}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
          <SheetTitle>Menu</SheetTitle>
          <SheetClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close navigation menu" className="[&_svg]:size-6">
              <X aria-hidden="true" />
            </Button>
          </SheetClose>
        </div>
        <nav aria-label="Main" className="px-4">
          <Accordion type="single" collapsible value={group} onValueChange={setGroup} asChild>
            <ul>
              {categories.map((category) => {
                const { plain, toolsHeading, tools } = splitMenuItems(category.items);
                const links = [...plain, ...(toolsHeading ? [toolsHeading] : []), ...tools].map((item) => ({ href: item.url, label: item.title }));
                return <MenuGroup key={category.key} value={category.key} label={category.label} links={links} />;
              })}
              {account ? <MenuGroup value="profile" label="Profile menu" links={account.items.filter((i) => i.href !== LOGOUT_HASH)} /> : null}
            </ul>
          </Accordion>
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
      </SheetContent>
    </Sheet>
  );
}

/** One accordion group of the overlay: its trigger and its links. */
function MenuGroup({ value, label, links }: { value: string; label: string; links: { href: string; label: string }[] }) {
  return (
    <AccordionItem value={value} asChild>
      <li>
        <AccordionTrigger>{label}</AccordionTrigger>
        <AccordionContent>
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={`${link.label}:${link.href}`}>
                <ShellLink href={link.href} className={ITEM_LINK}>
                  {link.label}
                </ShellLink>
              </li>
            ))}
          </ul>
        </AccordionContent>
      </li>
    </AccordionItem>
  );
}
