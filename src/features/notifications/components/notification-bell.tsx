"use client";

import Link from "next/link";
import { Bell } from "@/components/ui/icons";
import { buttonLook } from "@/components/ui/button-variants";
import { NOTIFICATIONS_PATH } from "@/lib/routes";
import { bellLabel, useUnreadCount } from "./unread-count-store";

/*
 * The header bell (issue 13): a link to /notifications with the unread count, for signed-in
 * visitors on every screen width. It loads with the header's menus after hydration (never in a
 * signed-out page's first load, decision 020) and follows the live hub's events.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  return (
    <Link href={NOTIFICATIONS_PATH} aria-label={bellLabel(unread)} className={buttonLook("ghost", "icon", "relative")} data-notification-bell="">
      <Bell aria-hidden="true" className="!size-5" />
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 grid h-[1.125rem] min-w-[1.125rem] place-content-center rounded-full bg-danger px-1 text-[0.6875rem] font-bold leading-none text-danger-foreground ring-2 ring-card"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
