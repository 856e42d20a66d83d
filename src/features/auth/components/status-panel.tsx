"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";

const TONES = {
  brand: { panel: "border-primary-soft bg-primary-soft/60", icon: "text-primary-soft-foreground" },
  success: { panel: "border-success-soft bg-success-soft/70", icon: "text-success-soft-foreground" },
} as const;

/*
 * The outcome of an account form ("Check your email", "Your password has been changed"): an icon, a
 * heading and a line of text in a soft panel. Focus moves to the heading when it appears, so screen
 * reader and keyboard users land on the new state; role="status" announces it.
 */
export function StatusPanel({ id, tone = "brand", icon, title, children }: { id: string; tone?: keyof typeof TONES; icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className={cn("flex flex-col items-center gap-3 rounded-lg border px-4 py-6 text-center", TONES[tone].panel)}>
      <span aria-hidden="true" className={cn("grid size-12 place-items-center rounded-full bg-card shadow-sm [&_svg]:size-6", TONES[tone].icon)}>
        {icon}
      </span>
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl font-semibold text-foreground focus:outline-none">
        {title}
      </h2>
      <div className="min-w-0 text-foreground/80 [overflow-wrap:anywhere]">{children}</div>
    </div>
  );
}
