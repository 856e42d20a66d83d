import { companyInitials } from "./job-format";

/** A company's logo, or its initials on a tinted square when it has none. Decorative: the name is always beside it. */
export function CompanyLogo({ name, logoUrl, size = "md" }: { name: string; logoUrl: string | null; size?: "sm" | "md" | "lg" }) {
  const box = size === "lg" ? "size-16 text-xl" : size === "sm" ? "size-10 text-sm" : "size-12 text-base";
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- employers' logos live on their own hosts
    return <img src={logoUrl} alt="" className={`${box} shrink-0 rounded-lg border border-border bg-card object-contain`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg bg-primary-soft font-bold text-primary-soft-foreground`}>
      {companyInitials(name)}
    </span>
  );
}
