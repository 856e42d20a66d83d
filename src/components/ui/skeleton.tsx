import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/** A placeholder block while content loads; decorative (the loading state is announced elsewhere). */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("rounded-md bg-border motion-safe:animate-pulse", className)} {...rest} />;
}
