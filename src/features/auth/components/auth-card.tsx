import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/*
 * The frame of every account page: a card centred on a soft brand background, with the page's one
 * h1, an optional icon and intro, and links below the card (e.g. "New to Upstep? Join").
 */
export function AuthCard({
  title,
  intro,
  icon,
  iconTone = "brand",
  children,
  footer,
  width = "narrow",
}: {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  iconTone?: "brand" | "success" | "warning";
  children?: ReactNode;
  footer?: ReactNode;
  width?: "narrow" | "wide";
}) {
  const tone = { brand: "bg-brand-50 text-brand-700 ring-brand-100", success: "bg-success-50 text-success-700 ring-green-100", warning: "bg-warning-50 text-warning-700 ring-amber-100" }[iconTone];
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-80 w-[48rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl" />
      <div className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-16 ${width === "wide" ? "max-w-4xl" : "max-w-md"}`}>
        <Card className="shadow-lg shadow-slate-200/70">
          {icon ? <div className={`mb-5 grid size-12 place-items-center rounded-full ring-4 ${tone}`}>{icon}</div> : null}
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-base text-slate-600">{intro}</div> : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
