import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * What a list or page shows when it has nothing yet: what is missing, why, and the next step (an
 * action), never a blank area. headingLevel keeps the page's heading order.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 2,
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex flex-col items-center rounded-card border border-dashed border-input bg-card px-6 py-10 text-center", className)}>
      {icon ? (
        <div aria-hidden="true" className="mb-3 grid size-12 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-foreground">{title}</Heading>
      {children ? <div className="mt-2 max-w-prose text-sm text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
