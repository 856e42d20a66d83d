import Link from "next/link";
import type { AnchorHTMLAttributes, ReactNode } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string; children: ReactNode };

/*
 * Links to content-driven URLs. Spec 2.7: links beginning with /api are not prefetched, and links to
 * /hiring and /talent/requisitions render as plain anchors; so do hashes and other sites. Everything
 * else is a client-side <Link>.
 */
export function isPlainAnchor(href: string): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return true;
  return /^\/(api|hiring|talent\/requisitions)(\/|\?|#|$)/.test(href);
}

export function ShellLink({ href, children, ...rest }: Props) {
  if (isPlainAnchor(href)) {
    const external = /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
