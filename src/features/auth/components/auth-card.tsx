import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

const ICON_TONES = {
  brand: "bg-primary-soft text-primary-soft-foreground ring-primary-soft/60",
  success: "bg-success-soft text-success-soft-foreground ring-success-soft/60",
  warning: "bg-warning-soft text-warning-soft-foreground ring-warning-soft/60",
} as const;

/*
 * The frame of every account page: a card centred on a soft brand wash, with the page's one h1, an
 * optional icon and intro, and links below the card (e.g. "New to Upstep? Join"). Plain markup, so
 * it renders on the server and inside client components alike.
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
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  iconTone?: keyof typeof ICON_TONES;
  children?: ReactNode;
  footer?: ReactNode;
  width?: "narrow" | "wide";
}) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-b from-primary-soft via-background to-background">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-80 w-[48rem] max-w-[200vw] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl" />
      <div className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-16", width === "wide" ? "max-w-4xl" : "max-w-md")}>
        <Card className="shadow-lg shadow-foreground/5">
          {icon ? (
            <div aria-hidden="true" className={cn("mb-5 grid size-12 place-items-center rounded-full ring-8 [&_svg]:size-6", ICON_TONES[iconTone])}>
              {icon}
            </div>
          ) : null}
          <h1 className="text-2xl font-bold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-base text-muted-foreground">{intro}</div> : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}
