import { Badge } from "@/components/ui/badge";
import { ShieldCheck } from "@/components/ui/icons";

/** "Verified": an Upstep administrator checked that the company is who it says it is (issue 19). */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="success" className={className}>
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      Verified
    </Badge>
  );
}
