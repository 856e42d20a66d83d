import Link from "next/link";
import type { ComponentType, SVGProps } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Building2, CheckCircle2, ChevronRight, LayoutDashboard, Search, Shield, Users } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import { JOIN_PATH, loginPath } from "@/lib/routes";
import type { NextStep, NextStepIcon } from "@/lib/next-steps";

/*
 * The call-to-action block's three faces (decision 017): the join card for signed-out visitors,
 * next steps for signed-in ones, and a placeholder while the browser asks who is signed in. All
 * three fill the block, whose height is reserved by HomeCtaBlock, so swapping them moves nothing.
 * Plain components: the join card is also rendered on the server for visitors without JavaScript.
 */

const card = "flex h-full flex-col p-6";

/** Only what an account gives today (saved jobs and alerts are promised once they exist: issue 15). */
export const JOIN_BENEFITS = ["Free for job seekers, always", "Jobs near you or remote", "Secure two-factor sign-in"] as const;

export function JoinCtaCard() {
  return (
    <Card padded={false} className={card}>
      <h2 className="text-xl font-semibold">New to Upstep?</h2>
      <p className="mt-1 text-sm text-muted-foreground">Create your account in a minute and take the next step.</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-foreground">
        {JOIN_BENEFITS.map((b) => (
          <li key={b} className="flex items-center gap-2">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        <Link href={JOIN_PATH} className={buttonClasses("primary", "lg", "w-full")}>
          Join Upstep, it&apos;s free
        </Link>
        <a href={loginPath()} className={buttonClasses("outline", "lg", "w-full")}>
          Log in
        </a>
      </div>
    </Card>
  );
}

const STEP_ICONS: Record<NextStepIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  search: Search,
  companies: Building2,
  security: Shield,
  employers: Users,
  admin: LayoutDashboard,
};

export function NextStepsCard({ name, steps }: { name: string; steps: NextStep[] }) {
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  return (
    <Card padded={false} className={card}>
      <h2 className="truncate text-xl font-semibold">{firstName ? `Welcome back, ${firstName}` : "Welcome back"}</h2>
      <p className="mt-1 text-sm text-muted-foreground">Your next steps on Upstep</p>
      <ul className="mt-4 flex flex-col gap-2">
        {steps.map((step) => {
          const Icon = STEP_ICONS[step.icon];
          return (
            <li key={step.href}>
              <Link
                href={step.href}
                className="group flex items-center gap-3 rounded-lg border border-border p-3 text-foreground no-underline transition-colors hover:border-primary hover:bg-primary-soft hover:text-foreground hover:no-underline"
              >
                <span aria-hidden="true" className="grid size-9 shrink-0 place-content-center rounded-md bg-primary-soft text-primary-soft-foreground group-hover:bg-card">
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">{step.label}</span>
                  <span className="block truncate text-xs text-muted-foreground">{step.description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function CtaPlaceholder() {
  return (
    <Card padded={false} className={card} aria-hidden="true">
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-5 flex flex-col gap-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        <Skeleton className="h-control-lg w-full" />
        <Skeleton className="h-control-lg w-full" />
      </div>
    </Card>
  );
}
