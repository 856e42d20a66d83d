import { Briefcase, Check, Clock, FileText, Headphones, ShieldCheck, Star, TrendingUp } from "@/components/ui/icons";
import type { CampaignSection } from "../schemas";

type BenefitIcon = Extract<CampaignSection, { type: "benefits" }>["items"][number]["icon"];

/* The benefits grid's icon names (schemas.ts) to the design system's icons; "chat" is a headset (a person to talk to). */
const ICONS = { check: Check, star: Star, briefcase: Briefcase, chat: Headphones, file: FileText, trend: TrendingUp, clock: Clock, shield: ShieldCheck } as const;

export function BenefitIcon({ name }: { name: BenefitIcon }) {
  const Icon = ICONS[name] ?? Check;
  return (
    <span className="grid size-11 shrink-0 place-content-center rounded-lg bg-primary-soft text-primary-soft-foreground" aria-hidden="true">
      <Icon className="size-5" />
    </span>
  );
}
