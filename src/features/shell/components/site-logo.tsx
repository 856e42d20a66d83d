import Link from "next/link";
import type { DashboardBrand } from "../nav-menus";

/** Spec 2.4: the logo; a different one on the dashboard when the dashboard brand is the partner brand. */
export function SiteLogo({ partner = false }: { partner?: boolean }) {
  return (
    <Link href="/" className="flex min-w-0 items-center gap-2 text-xl font-extrabold tracking-tight text-foreground no-underline hover:no-underline" aria-label={partner ? "Upstep Partners home" : "Upstep home"}>
      <span aria-hidden="true" className={`grid size-8 shrink-0 place-items-center rounded-lg ${partner ? "bg-accent-500 text-white" : "bg-primary text-primary-foreground"}`}>
        ↑
      </span>
      <span aria-hidden="true" className="truncate">
        Upstep{partner ? <span className="font-semibold text-muted-foreground"> Partners</span> : null}
      </span>
    </Link>
  );
}

export function usesPartnerLogo(brand: DashboardBrand, onDashboard: boolean): boolean {
  return brand === "partner" && onDashboard;
}
