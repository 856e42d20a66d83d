import type { LabelHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A form label. A plain <label> (not Radix Label): it renders on the server and needs no script,
 * which the GET search forms rely on.
 */
export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn("text-sm font-medium text-foreground", className)} {...rest} />;
}
