import { cn } from "@/lib/cn";
import type { BlogAuthorRef } from "../types";

/**
 * An author's picture, or their first initial on a tinted circle (components/ui/avatar's initialsOf
 * lives in a client module, which a server component cannot call). Decorative (alt ""): the name is always
 * printed next to it. A plain server-rendered img keeps the blog's pages free of client code.
 */
export function AuthorAvatar({ author, className }: { author: Pick<BlogAuthorRef, "name" | "avatarUrl">; className?: string }) {
  const box = "inline-flex size-10 shrink-0 overflow-hidden rounded-full bg-primary-soft";
  if (author.avatarUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- a same-site path or stored upload; next/image adds nothing at this size
    return <img src={author.avatarUrl} alt="" className={cn(box, "object-cover", className)} />;
  }
  return (
    <span aria-hidden="true" className={cn(box, "items-center justify-center text-xs font-semibold text-primary-soft-foreground", className)}>
      {Array.from(author.name.trim())[0]?.toUpperCase() ?? ""}
    </span>
  );
}
