import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/icons";

/**
 * "Request a demo": REQUEST_DEMO_URL (decision 038), read by the page on the server. A plain anchor;
 * another site opens in a new tab and says so.
 */
export function RequestDemoLink({ href, variant = "primary", size = "md", label = "Request a demo" }: { href: string; variant?: ButtonVariant; size?: "sm" | "md" | "lg"; label?: string }) {
  const external = !href.startsWith("/");
  return (
    <a href={href} className={buttonClasses(variant, size)} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {label}
      {external ? (
        <>
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}
