import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/*
 * A campaign's button-looking link: same-site paths through next/link, https addresses as plain
 * links that do not hand the opener to the other site.
 */
export function CampaignLink({ href, label, variant = "primary" }: { href: string; label: string; variant?: "primary" | "outline" | "secondary" }) {
  const className = buttonClasses(variant, "lg", "h-auto min-h-control-lg max-w-full whitespace-normal py-2 text-center");
  return /^https:\/\//i.test(href) ? (
    <a href={href} className={className} rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}
