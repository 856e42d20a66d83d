import { cn } from "@/lib/cn";

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

const SIZES = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-16 text-xl", xl: "size-24 text-2xl" } as const;

/** A company's logo, or its initials on a tinted square. Decorative: the name is always beside it. */
export function CompanyMark({ name, logoUrl, size = "md", className }: { name: string; logoUrl: string | null; size?: keyof typeof SIZES; className?: string }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- a stored upload, served with its own cache headers
    return <img src={logoUrl} alt="" className={cn(SIZES[size], "shrink-0 rounded-lg border border-border bg-card object-contain p-1", className)} />;
  }
  return (
    <span aria-hidden="true" className={cn(SIZES[size], "inline-flex shrink-0 items-center justify-center rounded-lg bg-primary-soft font-bold text-primary-soft-foreground", className)}>
      {initials(name)}
    </span>
  );
}
