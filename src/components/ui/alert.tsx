import type { ReactNode } from "react";
import { cva } from "class-variance-authority";
import { cn } from "@/lib/cn";

type Tone = "info" | "success" | "warning" | "danger";

const alertVariants = cva("min-w-0 break-words rounded-md border px-4 py-3 text-sm", {
  variants: {
    tone: {
      info: "border-brand-200 bg-primary-soft text-brand-900",
      success: "border-green-200 bg-success-soft text-success-soft-foreground",
      warning: "border-amber-200 bg-warning-soft text-warning-soft-foreground",
      danger: "border-red-200 bg-danger-soft text-danger-soft-foreground",
    },
  },
});

/** An inline message. Errors use role="alert" so screen readers announce them. */
export function Alert({ tone = "info", title, children, className }: { tone?: Tone; title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? "mt-1" : ""}>{children}</div> : null}
    </div>
  );
}
