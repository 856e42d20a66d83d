import type { ReactNode } from "react";
import { buttonLook } from "@/components/ui/button-variants";

/*
 * The look of the header's menu triggers, shared by the real ones (category-menu.tsx,
 * mobile-nav.tsx, loaded after the page) and their placeholders in the first load (desktop-nav.tsx,
 * mobile-nav-placeholder.tsx), so the swap changes nothing on screen. Their icons (lucide) are
 * rendered by the root layout on the server and handed down (HeaderIcons), so the icon library is
 * not in the first load either.
 */
export type HeaderIcons = { chevron: ReactNode; burger: ReactNode };
export const MENU_TRIGGER_CLASS =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-expanded:bg-muted aria-expanded:text-primary-soft-foreground [&[aria-expanded=true]>svg]:rotate-180";

export function MenuTriggerLabel({ label, chevron }: { label: string; chevron: ReactNode }) {
  return (
    <>
      {label}
      {chevron}
    </>
  );
}

/** The burger: a ghost icon button with a 24px icon, below xl only. */
export const BURGER_CLASS = buttonLook("ghost", "icon", "xl:hidden [&_svg]:size-6");
export const BURGER_LABEL = "Open navigation menu";
/** The mobile overlay's key in deferred-menus.ts. */
export const MOBILE_NAV_KEY = "mobile-nav";
