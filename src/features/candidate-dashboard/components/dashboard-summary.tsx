"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Bell, ClipboardList, Mail } from "@/components/ui/icons";
import { DASHBOARD_SETTINGS_PATH, NOTIFICATIONS_PATH } from "@/lib/routes";
import { DASHBOARD_PROFILE_PATH } from "../paths";
import type { CandidateDashboard } from "../schemas";
import { useCandidateDashboard } from "./use-candidate-dashboard";

/*
 * The dashboard's three "you" cards: profile, notifications, email settings. A client island only so
 * the counts come from the cached dashboard answer (5 minutes, spec 7) and refresh after that; the
 * first render is the server's. `profileCard` (server-rendered: the profile-completion widget when its
 * flag is on) takes the place of the static profile card.
 */
export function DashboardSummary({ initial, readAt, profileCard }: { initial: CandidateDashboard; readAt: number; profileCard?: ReactNode }) {
  const { data } = useCandidateDashboard({ isAuthenticated: true, initial, readAt });
  const { unreadNotifications, emailCategoriesOn, emailCategories } = data.counts;
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-label="Your account">
      {profileCard ? (
        <li className="min-w-0">{profileCard}</li>
      ) : (
        <SummaryCard
          id="dashboard-profile"
          icon={<ClipboardList />}
          title="Complete your profile"
          action={{ href: DASHBOARD_PROFILE_PATH, label: "Go to your profile" }}
        >
          Add your experience, skills and the work you want, so employers can find you and Upstep can suggest better jobs.
        </SummaryCard>
      )}
      <SummaryCard id="dashboard-notifications" icon={<Bell />} title="Notifications" action={{ href: NOTIFICATIONS_PATH, label: "Open notifications" }}>
        <span data-testid="dashboard-unread" className="block text-3xl font-bold text-foreground">
          {unreadNotifications.toLocaleString("en-US")}
        </span>
        {unreadNotifications === 1 ? "unread notification" : "unread notifications"}
      </SummaryCard>
      <SummaryCard id="dashboard-email" icon={<Mail />} title="Email settings" action={{ href: DASHBOARD_SETTINGS_PATH, label: "Change email settings" }}>
        <span data-testid="dashboard-email-on" className="block text-3xl font-bold text-foreground">
          {emailCategoriesOn} of {emailCategories}
        </span>
        {emailCategories === 1 ? "kind of email on" : "kinds of email on"} (job alerts, application updates and more). Account mail is always sent.
      </SummaryCard>
    </ul>
  );
}

function SummaryCard({ id, icon, title, action, children }: { id: string; icon: ReactNode; title: string; action: { href: string; label: string }; children: ReactNode }) {
  return (
    <li className="min-w-0">
      <Card padded={false} className="flex h-full flex-col gap-3 p-5" aria-labelledby={id} role="group">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
            {icon}
          </span>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">{children}</p>
        <Link href={action.href} className={buttonClasses("outline", "md", "mt-auto w-full sm:w-auto sm:self-start")}>
          {action.label}
        </Link>
      </Card>
    </li>
  );
}
